import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { errorText } from '../../../lib/i18n/error-messages';
import { AgreementCheck } from './agreement-check';

interface PayConfirmDialogProps {
  title: string;
  /** The breakdown and the chosen method. */
  children: ReactNode;
  busy: boolean;
  online: boolean;
  /** A failure of the last attempt, already translated. */
  problem: string | null;
  onPay: () => void;
  onClose: () => void;
}

/**
 * The last step before the provider's page: what is paid, and the Terms of Service and Privacy
 * Policy agreement (spec 2 section 5), which Pay needs.
 */
export function PayConfirmDialog({ title, children, busy, online, problem, onPay, onClose }: PayConfirmDialogProps) {
  const { t, i18n } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);

  function pay() {
    if (!agreed) return setAgreeError(errorText(i18n, 'TERMS_REQUIRED'));
    onPay();
  }

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      className="pay-dialog"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn--primary" onClick={pay} disabled={busy || !online}>
            {busy ? t`Opening the payment page…` : t`Pay`}
          </button>
        </>
      }
    >
      {children}
      <AgreementCheck
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreeError(null);
        }}
        error={agreeError}
      />
      {!online && <p className="pay-offline">{t`You are offline: paying needs a connection`}</p>}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
