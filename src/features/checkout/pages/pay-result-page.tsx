import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { PaymentStatus, type PaymentReply } from '../../../domain/payment/payment.schema';
import { isApiError } from '../../../lib/api/api-error';
import { formatCents } from '../../../domain/format/format-cents';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { checkoutKeys } from '../api/checkout-keys';
import { PAYMENT_POLL_LIMIT_MS, paymentQuery } from '../api/get-payment';
import { formatWithCurrency } from '../../../domain/format/format-with-currency';
import { channelLabel } from '../components/pay-channel-list';
import { channelNameOf } from '../../../domain/payment/payment-channel';

/** Where "Try again" and the success links lead for each kind of payment. */
function placesFor(payment: PaymentReply) {
  switch (payment.Purpose) {
    case 'order':
      return { retry: `/pay/checkout/${payment.ReferenceId}`, done: `/pay/checkout/${payment.ReferenceId}` };
    case 'store_order':
      return { retry: `/pay/storecheckout/${payment.ReferenceId}`, done: `/pay/storecheckout/${payment.ReferenceId}` };
    case 'store_orders':
      // One payment for a cart's store orders: its orders are listed among the store purchases.
      return { retry: `/pay/storecheckout/${payment.ReferenceId}`, done: '/myholo/mallorder' };
    case 'chp':
      return { retry: '/pay/chp', done: '/myholo/chp' };
    case 'warehouse':
      return { retry: `/pay/warehouse/${payment.ReferenceId}`, done: `/pay/warehouse/${payment.ReferenceId}` };
  }
}

/**
 * /pay/result?type=pay|chp|store|ware&id={PaymentCode} (spec 2 "Payment result pages"): where the
 * provider sends the payer back. The provider's callback decides the outcome and may land a moment
 * later, so a waiting payment is re-read every second for up to 15 s before "still processing".
 */
export function PayResultPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const code = params.get('id') ?? '';
  if (!code) {
    return (
      <div className="page pay-page pay-result">
        <StatusPanel heading="h1" title={t`There is no payment to show`} actions={<HomeLink />} />
      </div>
    );
  }
  return <PaymentOutcome key={code} code={code} />;
}

function PaymentOutcome({ code }: { code: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [pollUntil, setPollUntil] = useState(() => Date.now() + PAYMENT_POLL_LIMIT_MS);
  const payment = useQuery(paymentQuery(code, pollUntil));
  const refreshed = useRef(false);
  const status = payment.data?.Status;
  const [pollOver, setPollOver] = useState(false);

  // The balance in the header and the order's status changed: read them again once.
  useEffect(() => {
    if (refreshed.current || (status !== PaymentStatus.Paid && status !== PaymentStatus.PaidAsChp) || !payment.data) return;
    refreshed.current = true;
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    if (payment.data.Purpose === 'order') void queryClient.invalidateQueries({ queryKey: checkoutKeys.order(payment.data.ReferenceId) });
  }, [status, payment.data, queryClient]);

  // Re-render when the polling window closes, so "still processing" shows without a new reply.
  useEffect(() => {
    if (status !== PaymentStatus.Waiting) return;
    const timer = setTimeout(() => setPollOver(true), Math.max(0, pollUntil - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [status, pollUntil]);

  if (payment.isPending) return <Checking />;
  if (payment.isError) {
    const message = isApiError(payment.error) ? errorText(i18n, payment.error.code, payment.error.message) : undefined;
    return (
      <div className="page pay-page pay-result">
        <StatusPanel tone="error" heading="h1" title={t`The payment could not be loaded`} actions={<HomeLink />}>
          {message}
        </StatusPanel>
      </div>
    );
  }

  const p = payment.data;
  const places = placesFor(p);
  const amount = formatUsd(p.USD_Amount, i18n.locale);
  const charged = p.Currency === 'USD' ? null : formatWithCurrency(p.ChargedAmount, p.Currency, i18n.locale);
  const chp = formatCents(p.USD_Amount, i18n.locale);
  const method = i18n._(channelLabel[channelNameOf(p.IsGuarantee)]);
  const retry = (
    <Link to={places.retry} className="btn btn--primary">
      {t`Try again`}
    </Link>
  );

  if (p.Status === PaymentStatus.Waiting) {
    if (!pollOver) return <Checking />;
    return (
      <Outcome tone="waiting" title={t`Your payment is still being processed`}>
        <p>{t`The payment provider has not confirmed your payment yet. This usually takes a few seconds; nothing more is needed from you.`}</p>
        <div className="pay-result__actions">
          <button type="button" className="btn btn--primary" onClick={() => {
              setPollOver(false);
              setPollUntil(Date.now() + PAYMENT_POLL_LIMIT_MS);
              void payment.refetch();
            }}>
            {t`Check again`}
          </button>
          <HomeLink />
        </div>
      </Outcome>
    );
  }
  if (p.Status === PaymentStatus.Declined || p.Status === PaymentStatus.Abandoned) {
    const declined = p.Status === PaymentStatus.Declined;
    return (
      <Outcome tone="failed" title={declined ? t`Payment failed` : t`Payment cancelled`}>
        <p>
          {declined
            ? t`The payment of ${amount} was declined. No money was taken. You can try again, with another method if you like.`
            : t`You left the payment page before paying ${amount}. No money was taken.`}
        </p>
        <div className="pay-result__actions">
          {retry}
          <HomeLink />
        </div>
      </Outcome>
    );
  }
  if (p.Status === PaymentStatus.Cancelled) {
    return (
      <Outcome tone="failed" title={t`Payment cancelled`}>
        <p>{t`This payment of ${amount} was cancelled before it was paid, because the total changed, a newer payment replaced it or the order closed unpaid. No money was taken.`}</p>
        <div className="pay-result__actions">
          {retry}
          <HomeLink />
        </div>
      </Outcome>
    );
  }
  if (p.Status === PaymentStatus.Refunded) {
    return (
      <Outcome tone="failed" title={t`Payment refunded`}>
        <p>{t`Your payment of ${amount} could not be used: it had been cancelled, it was already paid another way, or the amount did not match. It has been refunded to your payment method.`}</p>
        <div className="pay-result__actions">
          {retry}
          <HomeLink />
        </div>
      </Outcome>
    );
  }
  if (p.Status === PaymentStatus.PaidAsChp) {
    return (
      <Outcome tone="success" title={t`Payment received after the order closed`}>
        <p>{t`The order had already closed when your payment of ${amount} arrived, so the amount was added to your CHP balance.`}</p>
        <div className="pay-result__actions">
          <Link to="/myholo/chp" className="btn btn--primary">
            {t`View your CHP balance`}
          </Link>
          <HomeLink />
        </div>
      </Outcome>
    );
  }
  return (
    <Outcome tone="success" title={t`Payment successful`}>
      <dl className="pay-breakdown pay-result__paid">
        <div className="pay-breakdown__row">
          <dt>{p.Purpose === 'chp' ? t`CHP added` : t`Amount paid`}</dt>
          <dd>{p.Purpose === 'chp' ? t`${amount} (${chp} CHP)` : amount}</dd>
        </div>
        {charged && (
          <div className="pay-breakdown__row">
            <dt>{t`Charged`}</dt>
            <dd>{charged}</dd>
          </div>
        )}
        <div className="pay-breakdown__row">
          <dt>{t`Payment method`}</dt>
          <dd>{method}</dd>
        </div>
        <div className="pay-breakdown__row">
          <dt>{t`Payment number`}</dt>
          <dd className="pay-result__code">{p.PaymentCode}</dd>
        </div>
      </dl>
      <div className="pay-result__actions">
        <Link to={places.done} className="btn btn--primary">
          {p.Purpose === 'chp' ? t`View your CHP balance` : t`View the order`}
        </Link>
        <HomeLink />
      </div>
    </Outcome>
  );
}

function Outcome({ tone, title, children }: { tone: 'success' | 'failed' | 'waiting'; title: string; children: ReactNode }) {
  return (
    <div className="page pay-page pay-result">
      <section className={['pay-result__panel', `pay-result__panel--${tone}`].join(' ')} role={tone === 'failed' ? 'alert' : 'status'}>
        <span className="pay-result__icon" aria-hidden="true">
          {tone === 'success' ? '✓' : tone === 'failed' ? '!' : '…'}
        </span>
        <h1 className="pay-result__title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

function Checking() {
  const { t } = useLingui();
  return (
    <div className="page pay-page pay-result" aria-busy="true">
      <section className="pay-result__panel pay-result__panel--waiting" role="status">
        <span className="pay-result__spinner" aria-hidden="true" />
        <h1 className="pay-result__title">{t`Checking your payment…`}</h1>
      </section>
    </div>
  );
}

function HomeLink() {
  const { t } = useLingui();
  return (
    <Link to="/" className="btn btn--ghost">
      {t`Back to the home page`}
    </Link>
  );
}
