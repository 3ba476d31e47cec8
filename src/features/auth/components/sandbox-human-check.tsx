import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { answerHumanCheck } from '../api/answer-human-check';
import { startHumanCheck } from '../api/start-human-check';

interface SandboxHumanCheckProps {
  onCancel: () => void;
  onPassed: (ticket: string) => void;
}

type Challenge = { ChallengeId: string; Image: string };

/** The sandbox's check: the server draws a sum, the member types the result, a ticket comes back. */
export function SandboxHumanCheck({ onCancel, onPassed }: SandboxHumanCheckProps) {
  const { t, i18n } = useLingui();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const describe = (e: unknown) => (isApiError(e) ? errorText(i18n, e.code, e.message, e.values) : errorText(i18n, 'NETWORK_ERROR'));

  useEffect(() => {
    let current = true;
    startHumanCheck().then(
      (next) => current && setChallenge(next),
      (e: unknown) => current && setError(describe(e)),
    );
    return () => {
      current = false;
    };
    // A new round asks a new question; `describe` only translates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  function newQuestion(keepError: boolean) {
    setChallenge(null);
    setAnswer('');
    if (!keepError) setError(null);
    setRound((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    // The dialog is portalled out of the page's form, but React still bubbles submit to it.
    event.preventDefault();
    event.stopPropagation();
    if (!challenge || busy) return;
    if (!answer.trim()) return setError(t`Please answer the question`);
    setBusy(true);
    try {
      const { Ticket } = await answerHumanCheck(challenge.ChallengeId, answer.trim());
      onPassed(Ticket);
    } catch (e) {
      setError(describe(e));
      // A wrong answer uses up the challenge: ask a new question.
      if (isApiError(e) && e.code === 'HUMAN_CHECK_FAILED') newQuestion(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="dialog__text">{t`Before we send a code, please add up the two numbers in the picture.`}</p>
      {challenge ? (
        <>
          <img src={challenge.Image} alt={t`A sum of two numbers`} width={240} height={96} />
          <TextField
            id="human-check-answer"
            label={t`The sum`}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            error={error}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            maxLength={16}
          />
        </>
      ) : error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p className="dialog__text" role="status">
          {t`Loading the question…`}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t`Cancel`}
        </button>
        {!challenge && error ? (
          <button type="button" className="btn btn--primary" onClick={() => newQuestion(false)}>
            {t`Try again`}
          </button>
        ) : (
          <button type="submit" className="btn btn--primary" disabled={!challenge || busy} aria-busy={busy}>
            {busy ? t`Checking…` : t`Continue`}
          </button>
        )}
      </div>
    </form>
  );
}
