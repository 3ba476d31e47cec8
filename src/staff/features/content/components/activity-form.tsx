import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StaffActivityBody, StaffActivityRow } from '../../../../domain/promotions/staff-activity.schema';
import { useDeskAction, useErrorText } from '../../../lib/use-desk-action';
import { contentKeys, saveActivity } from '../api/content-queries';
import { picturesBody } from '../lib/picture-list';
import { usePromotionPictures } from '../lib/use-promotion-pictures';
import { ActivityPicturesField } from './activity-pictures-field';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'zh-Hant', name: '繁體中文' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
] as const;
type Code = (typeof languages)[number]['code'];

/** <input type="datetime-local"> speaks the reader's local time; the API UTC. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/**
 * A promotion: its name and summary per language (English required), type, regions, dates, pop-up,
 * and its pictures, uploaded here and saved by id (the ones it already has kept by path).
 */
export function ActivityForm({ activity, onDone }: { activity: StaffActivityRow | null; onDone: () => void }) {
  const { t } = useLingui();
  const errorOf = useErrorText();
  const now = new Date();
  const [name, setName] = useState<Record<string, string>>(activity?.Name ?? {});
  const [summary, setSummary] = useState<Record<string, string>>(activity?.Summary ?? {});
  const [type, setType] = useState(activity?.ActivityType ?? 2);
  const [regions, setRegions] = useState((activity?.Regions ?? []).join(', '));
  const pictures = usePromotionPictures(activity?.Imgs ?? []);
  const [start, setStart] = useState(toLocalInput(activity?.StartTime ?? now.toISOString()));
  const [end, setEnd] = useState(toLocalInput(activity?.EndTime ?? new Date(now.getTime() + 14 * 86_400_000).toISOString()));
  const [popup, setPopup] = useState(activity?.Popup ?? false);
  const save = useDeskAction(saveActivity, { invalidate: contentKeys.activities(), done: t`Promotion saved` });
  const types = [
    { value: 0, label: t`Sign-up` },
    { value: 1, label: t`Keep a shipping address` },
    { value: 2, label: t`Other promotion` },
  ];
  const localized = (texts: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const [code, text] of Object.entries(texts)) if (text.trim()) out[code] = text.trim();
    return out as StaffActivityBody['Name'];
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const body: StaffActivityBody = {
      Name: localized(name),
      Summary: localized(summary),
      Imgs: picturesBody(pictures.list),
      ActivityType: type,
      Regions: regions.split(/[\s,]+/).filter(Boolean).map((r) => r.toUpperCase()),
      StartTime: fromLocalInput(start),
      EndTime: fromLocalInput(end),
      Popup: popup,
    };
    save.mutate({ id: activity?.Id ?? null, body }, { onSuccess: onDone });
  }
  const id = `activity-${activity?.Id ?? 'new'}`;
  return (
    <form className="desk-form desk-editor" onSubmit={submit} aria-label={activity ? t`Edit the promotion` : t`New promotion`}>
      <h2 className="desk-editor__title">{activity ? t`Edit the promotion` : t`New promotion`}</h2>
      <div className="desk-editor__grid">
        {languages.map((language) => (
          <div key={language.code} className="desk-editor__pair" lang={language.code}>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-name-${language.code}`}>{t`Name (${language.name})`}</label>
              <div className="field__frame">
                <input id={`${id}-name-${language.code}`} className="field__input" maxLength={80} required={language.code === 'en'} value={name[language.code as Code] ?? ''} onChange={(event) => setName({ ...name, [language.code]: event.target.value })} />
              </div>
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-summary-${language.code}`}>{t`Summary (${language.name})`}</label>
              <textarea id={`${id}-summary-${language.code}`} className="field__input desk-form__text" rows={2} maxLength={500} required={language.code === 'en'} value={summary[language.code as Code] ?? ''} onChange={(event) => setSummary({ ...summary, [language.code]: event.target.value })} />
            </div>
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>{t`Type`}</label>
          <select id={`${id}-type`} className="field__select" value={type} onChange={(event) => setType(Number(event.target.value))}>
            {types.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-regions`}>{t`Regions (codes; empty: everywhere)`}</label>
          <div className="field__frame">
            <input id={`${id}-regions`} className="field__input" value={regions} onChange={(event) => setRegions(event.target.value)} />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-start`}>{t`Starts`}</label>
          <div className="field__frame">
            <input id={`${id}-start`} className="field__input" type="datetime-local" required value={start} onChange={(event) => setStart(event.target.value)} />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-end`}>{t`Ends`}</label>
          <div className="field__frame">
            <input id={`${id}-end`} className="field__input" type="datetime-local" required value={end} onChange={(event) => setEnd(event.target.value)} />
          </div>
        </div>
        <label className="desk-form__choice">
          <input type="checkbox" checked={popup} onChange={(event) => setPopup(event.target.checked)} /> {t`Show as a pop-up`}
        </label>
      </div>
      <ActivityPicturesField id={`${id}-pictures`} pictures={pictures} />
      {save.error && <p className="field__error" role="alert">{errorOf(save.error)}</p>}
      <div className="desk-form__row">
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending || pictures.uploads.uploading}>{t`Save`}</button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>{t`Cancel`}</button>
      </div>
    </form>
  );
}
