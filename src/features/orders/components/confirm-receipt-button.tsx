import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useConfirmReceipt } from '../api/confirm-receipt';
import type { OrderRef } from '../api/order-ref';

/**
 * "Confirm receipt" on a shipped order, behind the spec's caution confirm (spec 3 section 4):
 * confirming finishes the order, pays the seller and stops a case from being opened, so it says so
 * first. The lists and the page read the order again whatever the answer.
 */
export function ConfirmReceiptButton({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const receive = useConfirmReceipt(order);

  async function confirm() {
    try {
      await receive.mutateAsync();
      showToast(t`Receipt confirmed: the order is finished.`, { tone: 'success', durationMs: 4000 });
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    } finally {
      setOpen(false);
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary btn--small" onClick={() => setOpen(true)}>
        {t`Confirm receipt`}
      </button>
      <ConfirmDialog
        open={open}
        title={t`Confirm receipt`}
        confirmLabel={t`Confirm receipt`}
        busy={receive.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p className="dialog__text dialog__text--caution">
          {t`Confirm only after you have received the item and checked it. Once confirmed, the order is finished, the seller is paid and you can no longer open a case.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
