import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PayCodeValue } from '../../../domain/payment/payment-channel';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { startStoreOrderPayment } from '../api/place-store-order';
import { AgreementCheck, useAgreement } from '../../checkout';

/**
 * Pay now for an unpaid store order: with the Terms of Service and Privacy Policy agreed (spec 2
 * section 5), starts the payment with the chosen method and goes to the provider's page.
 */
export function StoreOrderPayButton({ storeOrderId, payCode, disabled = false }: { storeOrderId: number; payCode: PayCodeValue; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const agreement = useAgreement();
  const pay = async () => {
    if (!agreement.confirm()) return;
    setBusy(true);
    setProblem(null);
    try {
      const payment = await startStoreOrderPayment(storeOrderId, payCode);
      window.location.assign(payment.PayUrl);
    } catch (error) {
      setBusy(false);
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));
    }
  };
  return (
    <>
      <AgreementCheck {...agreement.boxProps} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn--primary btn--block" disabled={busy || disabled} onClick={() => void pay()}>
        {t`Pay now`}
      </button>
    </>
  );
}
