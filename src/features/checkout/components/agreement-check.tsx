import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Spec 2 section 5 "Agreements": the Terms of Service and the Privacy Policy, agreed before paying. */
export function AgreementCheck({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error: string | null }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="check pay-agree">
      <input
        id={id}
        type="checkbox"
        className="check__box"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id} className="check__label">
        <Trans>
          I agree to the{' '}
          <Link to="/terms/privacy?type=2" target="_blank">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/terms/privacy?type=1" target="_blank">
            Privacy Policy
          </Link>
        </Trans>
      </label>
      {error && (
        <p id={errorId} className="field__error check__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
