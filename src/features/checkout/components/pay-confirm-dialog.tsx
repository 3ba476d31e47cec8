import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { AgreementCheck } from './agreement-check';
import { useAgreement } from './use-agreement';

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
  const { t } = useLingui();
  const agreement = useAgreement();

  function pay() {
    if (agreement.confirm()) onPay();
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
      <AgreementCheck {...agreement.boxProps} />
      {!online && <p className="pay-offline">{t`You are offline: paying needs a connection`}</p>}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
