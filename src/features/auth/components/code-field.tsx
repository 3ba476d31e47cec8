import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { CODE_LENGTH } from '../../../domain/account/account-rules';
import type { CodeRequest } from '../hooks/use-code-request';
import { HumanCheckDialog } from './human-check-dialog';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: string | null;
  request: CodeRequest;
  /** Where the code goes, for the hint: "your phone" or "your e-mail". */
  destination: string;
  ref?: Ref<HTMLInputElement>;
}

/** The 6-digit code input with its Send code button, resend countdown and human check. */
export function CodeField({ id, value, onChange, onBlur, error, request, destination, ref }: CodeFieldProps) {
  const { t } = useLingui();
  const remaining = request.remaining;
  const buttonText = request.sending
    ? t`Sending…`
    : request.waiting
      ? t`Resend in ${remaining} s`
      : request.sent
        ? t`Resend code`
        : t`Send code`;
  return (
    <>
      <TextField
        ref={ref}
        id={id}
        label={t`Verification code`}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        hint={request.sent ? t`We sent a ${CODE_LENGTH}-digit code to ${destination}.` : undefined}
        trailing={
          <button
            type="button"
            className="field__action field__action--strong"
            onClick={request.begin}
            disabled={request.sending || request.waiting}
            aria-busy={request.sending}
          >
            {buttonText}
          </button>
        }
      />
      {request.checking && <HumanCheckDialog onCancel={request.cancel} onPassed={(ticket) => void request.sendWithTicket(ticket)} />}
    </>
  );
}
