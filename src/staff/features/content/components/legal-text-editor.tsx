import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { legalLanguages } from '../../../../domain/staff/staff.schema';
import { useDeskAction, useErrorText } from '../../../lib/use-desk-action';
import { useFormat } from '../../../lib/use-format';
import { contentKeys, legalTextQuery, publishLegalText } from '../api/content-queries';

type Language = (typeof legalLanguages)[number];
const languageNames: Record<Language, string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- endonym, shown as is in every language
  en: 'English',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

/** One text in one language: its newest version, and a new version to publish (the earlier ones stay). */
export function LegalTextEditor({ textKey }: { textKey: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const errorOf = useErrorText();
  const [language, setLanguage] = useState<Language>('en');
  const query = useQuery(legalTextQuery(textKey));
  const current = query.data?.Versions.find((version) => version.Language === language) ?? null;
  const [draft, setDraft] = useState<{ for: string; title: string; content: string } | null>(null);
  const draftKey = `${textKey}:${language}:${current?.Version ?? 0}`;
  const title = draft?.for === draftKey ? draft.title : (current?.Title ?? '');
  const content = draft?.for === draftKey ? draft.content : (current?.Content ?? '');
  const publish = useDeskAction(publishLegalText, { invalidate: contentKeys.legal(), done: t`Published: readers get the new version` });

  function submit(event: FormEvent) {
    event.preventDefault();
    publish.mutate({ key: textKey, body: { Language: language, Title: title, Content: content } }, { onSuccess: () => setDraft(null) });
  }
  if (query.isPending) return <p role="status">{t`Loading…`}</p>;
  return (
    <form className="desk-form desk-editor" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="legal-language">{t`Language`}</label>
        <select id="legal-language" className="field__select" value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {legalLanguages.map((code) => (
            <option key={code} value={code} lang={code}>{languageNames[code]}</option>
          ))}
        </select>
      </div>
      <p className="desk-card__meta">
        {current ? t`Version ${current.Version}, published ${format.date(current.PublishedAt)}` : t`Not written in this language yet: readers get the English text.`}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="legal-title">{t`Title`}</label>
        <div className="field__frame">
          <input id="legal-title" className="field__input" lang={language} maxLength={120} value={title} onChange={(event) => setDraft({ for: draftKey, title: event.target.value, content })} />
        </div>
      </div>
      <label className="field__label" htmlFor="legal-content">{t`Text (HTML: headings, paragraphs, lists, links)`}</label>
      <textarea id="legal-content" className="field__input desk-form__text desk-editor__html" lang={language} rows={14} value={content} onChange={(event) => setDraft({ for: draftKey, title, content: event.target.value })} />
      {publish.error && <p className="field__error" role="alert">{errorOf(publish.error)}</p>}
      <div className="desk-form__row">
        <button type="submit" className="btn btn--primary btn--small" disabled={publish.isPending || !title.trim() || !content.trim()}>{t`Publish as a new version`}</button>
      </div>
    </form>
  );
}
