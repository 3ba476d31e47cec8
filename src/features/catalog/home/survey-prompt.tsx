import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { SurveyDialog } from './survey-dialog';
import { markSurveyDone, surveyDone } from './survey-storage';

/** A small, dismissible prompt that opens the survey; gone for good once answered or dismissed. */
export function SurveyPrompt() {
  const { t } = useLingui();
  const [done, setDone] = useState(surveyDone);
  const [open, setOpen] = useState(false);
  if (done) return null;

  const finish = (how: 'answered' | 'dismissed') => {
    markSurveyDone(how);
    setOpen(false);
    setDone(true);
  };

  return (
    <aside className="survey-prompt" aria-label={t`Survey`}>
      <button type="button" className="survey-prompt__open" onClick={() => setOpen(true)}>
        {t`Tell us how you found Holo`}
      </button>
      <button type="button" className="survey-prompt__close" onClick={() => finish('dismissed')} aria-label={t`Dismiss the survey`}>
        ×
      </button>
      <SurveyDialog
        open={open}
        onClose={() => finish('dismissed')}
        onAnswered={() => {
          finish('answered');
          showToast(t`Thank you!`, { tone: 'success' });
        }}
      />
    </aside>
  );
}
