import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useConditionCheck, useConfirmConditionCheck } from '../api/condition-check';
import { ConditionCheckDialog } from './condition-check-dialog';

interface WarehouseReceiptProps {
  orderId: number;
  /** The order does not go through the warehouse (a custom address): the ordinary confirm instead. */
  onNotWarehouse: () => void;
  onOpenCase: () => void;
  onClose: () => void;
}

/**
 * Confirm receipt of an order bound for Holo's warehouse (spec 3 "Confirm receipt"): the checked
 * items are fetched; none yet gives the notice that the card is being processed, otherwise the
 * check dialog. After confirming, the notice says where the card now is (the warehouse page comes
 * with the forwarding issue: no link to it yet).
 */
export function WarehouseReceipt({ orderId, onNotWarehouse, onOpenCase, onClose }: WarehouseReceiptProps) {
  const { t, i18n } = useLingui();
  const check = useConditionCheck(orderId, true);
  const confirm = useConfirmConditionCheck(orderId);
  const notWarehouse = check.error instanceof ApiError && check.error.status === 404;

  useEffect(() => {
    if (notWarehouse) onNotWarehouse();
  }, [notWarehouse, onNotWarehouse]);

  async function confirmCard() {
    try {
      const { City: city } = await confirm.mutateAsync();
      showToast(t`Receipt confirmed: the order is finished. Your card is in your Holo warehouse in ${city}.`, { tone: 'success', durationMs: 6000 });
      onClose();
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
      onClose();
    }
  }

  if (notWarehouse) return null;
  const city = check.data?.City ?? '';
  if (check.data && check.data.data.length > 0) {
    return <ConditionCheckDialog open check={check.data} busy={confirm.isPending} onConfirm={() => void confirmCard()} onOpenCase={onOpenCase} onClose={onClose} />;
  }
  const okButton = (
    <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
      {t`OK`}
    </button>
  );
  return (
    <Dialog open title={t`Confirm receipt`} onClose={onClose} actions={okButton}>
      {check.isPending ? (
        <p className="dialog__text" aria-busy="true">{t`Loading the condition check…`}</p>
      ) : check.isError ? (
        <p className="dialog__text form-error" role="alert">
          {isApiError(check.error) ? errorText(i18n, check.error.code, check.error.message) : errorText(i18n, 'NETWORK_ERROR')}
        </p>
      ) : (
        <p className="dialog__text">
          {t`Your card is being processed at Holo's warehouse in ${city}. You can confirm it once the warehouse has photographed its condition.`}
        </p>
      )}
    </Dialog>
  );
}
