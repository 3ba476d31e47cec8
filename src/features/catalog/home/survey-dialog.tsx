import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { surveySources, surveySourcesWithText, useSubmitSurvey, type SurveySource } from '../api/submit-survey';

const sourceLabels: Record<SurveySource, MessageDescriptor> = {
  friends: msg`Friends`,
  instagram: msg`Instagram`,
  facebook: msg`Facebook`,
  x: msg`X`,
  alt: msg`Alt`,
  youtube: msg`YouTube`,
  'card-show': msg`Offline card show`,
  other: msg`Other`,
};

interface SurveyDialogProps {
  open: boolean;
  onClose: () => void;
  onAnswered: () => void;
}

/** "How did you find Holo?": one source; a card show and "other" take a few words. */
export function SurveyDialog({ open, onClose, onAnswered }: SurveyDialogProps) {
  const { t, i18n } = useLingui();
  const [source, setSource] = useState<SurveySource | null>(null);
  const [other, setOther] = useState('');
  const submit = useSubmitSurvey();
  const needsText = source !== null && surveySourcesWithText.includes(source);
  const ready = source !== null && (!needsText || other.trim() !== '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || source === null) return;
    submit.mutate({ Source: source, ...(needsText ? { Other: other.trim() } : {}) }, { onSuccess: onAnswered });
  }

  return (
    <Dialog open={open} onClose={onClose} title={t`How did you find Holo?`}>
      <form className="survey" onSubmit={onSubmit}>
        <fieldset className="survey__sources">
          <legend className="visually-hidden">{t`Where did you hear about us?`}</legend>
          {surveySources.map((value) => (
            <label key={value} className="survey__source">
              <input type="radio" name="survey-source" value={value} checked={source === value} onChange={() => setSource(value)} />
              {i18n._(sourceLabels[value])}
            </label>
          ))}
        </fieldset>
        {needsText && (
          <div className="field">
            <label className="field__label" htmlFor="survey-other">
              {source === 'card-show' ? t`Which card show?` : t`Tell us where`}
            </label>
            <div className="field__frame">
              <input id="survey-other" className="field__input" value={other} maxLength={100} onChange={(e) => setOther(e.target.value)} />
            </div>
          </div>
        )}
        {submit.isError && (
          <p className="form-error" role="alert">
            {isApiError(submit.error) ? errorText(i18n, submit.error.code, submit.error.message) : errorText(i18n, 'NETWORK_ERROR')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Not now`}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!ready || submit.isPending}>
            {t`Send`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
