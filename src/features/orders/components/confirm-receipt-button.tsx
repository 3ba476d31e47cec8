import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { CaseDialog } from '../../cases';
import { useConfirmReceipt } from '../api/confirm-receipt';
import type { OrderRef } from '../api/order-ref';
import { WarehouseReceipt } from './warehouse-receipt';

interface ConfirmReceiptButtonProps {
  order: OrderRef;
  /**
   * A cross-region card order (BusinessType 2): it may go through Holo's warehouse, whose
   * condition check comes first (spec 3 "Confirm receipt"); one that does not (custom address)
   * falls back to the caution confirm.
   */
  checkFirst?: boolean;
}

/**
 * "Confirm receipt" on a shipped order. Through Holo's warehouse: the condition check (photos,
 * confirm or open a case). Otherwise behind the spec's caution confirm: confirming finishes the
 * order, pays the seller and stops a case from being opened, so it says so first. The lists and
 * the page read the order again whatever the answer.
 */
export function ConfirmReceiptButton({ order, checkFirst = false }: ConfirmReceiptButtonProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<'idle' | 'check' | 'caution' | 'case'>('idle');
  const receive = useConfirmReceipt(order);

  async function confirm() {
    try {
      await receive.mutateAsync();
      showToast(t`Receipt confirmed: the order is finished.`, { tone: 'success', durationMs: 4000 });
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    } finally {
      setStep('idle');
    }
  }

  return (
    <>
      <button type="button" className="btn btn--primary btn--small" onClick={() => setStep(checkFirst && order.kind === 'order' ? 'check' : 'caution')}>
        {t`Confirm receipt`}
      </button>
      {step === 'check' && (
        <WarehouseReceipt orderId={order.id} onNotWarehouse={() => setStep('caution')} onOpenCase={() => setStep('case')} onClose={() => setStep('idle')} />
      )}
      <ConfirmDialog
        open={step === 'caution'}
        title={t`Confirm receipt`}
        confirmLabel={t`Confirm receipt`}
        busy={receive.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setStep('idle')}
      >
        <p className="dialog__text dialog__text--caution">
          {t`Confirm only after you have received the item and checked it. Once confirmed, the order is finished, the seller is paid and you can no longer open a case.`}
        </p>
      </ConfirmDialog>
      {step === 'case' && <CaseDialog order={order} open onClose={() => setStep('idle')} mayOpen />}
    </>
  );
}
