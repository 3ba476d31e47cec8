import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bannerClickTypes, type StaffBannerBody, type StaffBannerRow } from '../../../../domain/staff/staff.schema';
import { useDeskAction, useErrorText } from '../../../lib/use-desk-action';
import { usePictureUploads } from '../../../lib/use-picture-uploads';
import { contentKeys, saveBanner } from '../api/content-queries';
import { BannerPictureField } from './banner-picture-field';

const otherLanguages = [
  { code: 'zh-Hant', name: '繁體中文' },
  { code: 'ko', name: '한국어' },
  { code: 'ja', name: '日本語' },
] as const;
type Other = (typeof otherLanguages)[number]['code'];

const blank: StaffBannerBody = { AreaCode: 'US', Title: '', Subtitle: '', Texts: {}, ClickType: 10, ClickUrl: '', Sort: 0, IsActive: true };

/**
 * A banner's words in English and, optionally, the other languages; its picture, uploaded here and
 * saved by its id (or the current one kept); where a click goes.
 */
export function BannerForm({ banner, onDone }: { banner: StaffBannerRow | null; onDone: () => void }) {
  const { t } = useLingui();
  const errorOf = useErrorText();
  const [body, setBody] = useState<StaffBannerBody>(banner ? { ...banner, Texts: banner.Texts } : blank);
  const picture = usePictureUploads('banner', 1);
  const save = useDeskAction(saveBanner, { invalidate: contentKeys.banners(), done: t`Banner saved` });
  const set = (change: Partial<StaffBannerBody>) => setBody((current) => ({ ...current, ...change }));
  const setWords = (code: Other, part: 'title' | 'subtitle', value: string) =>
    setBody((current) => {
      const words = { title: current.Texts[code]?.title ?? '', subtitle: current.Texts[code]?.subtitle ?? '', [part]: value };
      const texts = { ...current.Texts, [code]: words };
      if (!words.title && !words.subtitle) delete texts[code];
      return { ...current, Texts: texts };
    });
  const clickTypes: Record<(typeof bannerClickTypes)[number], string> = {
    0: t`A web address (https)`,
    2: t`An item (its id)`,
    6: t`A manufacturer list (its id)`,
    9: t`A store (its id)`,
    10: t`A market search (its query)`,
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const uploaded = picture.pictures[0];
    const withPicture: StaffBannerBody = uploaded ? { ...body, ImgUrl: undefined, ImageId: uploaded.id } : body;
    save.mutate({ id: banner?.Id ?? null, body: withPicture }, { onSuccess: onDone });
  }
  const id = `banner-${banner?.Id ?? 'new'}`;
  return (
    <form className="desk-form desk-editor" onSubmit={submit} aria-label={banner ? t`Edit the banner` : t`New banner`}>
      <h2 className="desk-editor__title">{banner ? t`Edit the banner` : t`New banner`}</h2>
      <div className="desk-editor__grid">
        <Field id={`${id}-area`} label={t`Area (region code)`} value={body.AreaCode} onChange={(v) => set({ AreaCode: v.toUpperCase() })} maxLength={3} />
        <Field id={`${id}-sort`} label={t`Order`} value={String(body.Sort)} onChange={(v) => set({ Sort: Math.max(0, Math.trunc(Number(v)) || 0) })} type="number" />
        <Field id={`${id}-title`} label={t`Headline (English)`} value={body.Title} onChange={(v) => set({ Title: v })} maxLength={80} />
        <Field id={`${id}-subtitle`} label={t`Subtitle (English)`} value={body.Subtitle} onChange={(v) => set({ Subtitle: v })} maxLength={160} />
        {otherLanguages.map((language) => (
          <div key={language.code} className="desk-editor__pair" lang={language.code}>
            <Field id={`${id}-${language.code}-title`} label={t`Headline (${language.name})`} value={body.Texts[language.code]?.title ?? ''} onChange={(v) => setWords(language.code, 'title', v)} maxLength={80} />
            <Field id={`${id}-${language.code}-subtitle`} label={t`Subtitle (${language.name})`} value={body.Texts[language.code]?.subtitle ?? ''} onChange={(v) => setWords(language.code, 'subtitle', v)} maxLength={160} />
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-click-type`}>{t`A click opens`}</label>
          <select id={`${id}-click-type`} className="field__select" value={body.ClickType} onChange={(event) => set({ ClickType: Number(event.target.value) })}>
            {bannerClickTypes.map((type) => (
              <option key={type} value={type}>{clickTypes[type]}</option>
            ))}
          </select>
        </div>
        <Field id={`${id}-click-url`} label={t`Link`} value={body.ClickUrl} onChange={(v) => set({ ClickUrl: v })} maxLength={500} />
        <label className="desk-form__choice">
          <input type="checkbox" checked={body.IsActive} onChange={(event) => set({ IsActive: event.target.checked })} /> {t`Shown on the home page`}
        </label>
      </div>
      <BannerPictureField id={`${id}-picture`} uploads={picture} currentUrl={body.ImgUrl} />
      {save.error && <p className="field__error" role="alert">{errorOf(save.error)}</p>}
      <div className="desk-form__row">
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending || picture.uploading}>{t`Save`}</button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>{t`Cancel`}</button>
      </div>
    </form>
  );
}

function Field({ id, label, value, onChange, maxLength, type = 'text' }: { id: string; label: string; value: string; onChange: (value: string) => void; maxLength?: number; type?: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__frame">
        <input id={id} className="field__input" type={type} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      </div>
    </div>
  );
}
