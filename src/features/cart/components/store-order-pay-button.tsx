import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { startStoreOrderPayment, useMemberSource } from '../api/place-store-order';

/** Pay now for an unpaid store order: starts a card payment and goes to the provider's page. */
export function StoreOrderPayButton({ storeOrderId }: { storeOrderId: number }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const memberSource = useMemberSource();
  const pay = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const payment = await startStoreOrderPayment(storeOrderId, memberSource);
      window.location.assign(payment.PayUrl);
    } catch (error) {
      setBusy(false);
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));
    }
  };
  return (
    <>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={() => void pay()}>
        {t`Pay now`}
      </button>
    </>
  );
}
