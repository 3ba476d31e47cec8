import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { showToast } from '../../../components/toast/toast-store';
import type { CaseReply, PlanResult } from '../../../domain/cases/case.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { formatWithCurrency } from '../../../domain/format/format-with-currency';
import { carrierCodes, type CarrierCode } from '../../../domain/shipping/shipping.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { orderDetailHref, type OrderRef, CopyButton, OrderPageProblem, PriceLines, TrackingEvents, readOrderId } from '../../orders';
import { useCase, useReturnShipping, useReturnTracking } from '../api/case-api';
import { outcomeAmounts, outcomeStage } from '../outcome-amounts';

const carrierNames: Record<CarrierCode, string> = { UPS: 'UPS', DHL: 'DHL', FEDEX: 'FedEx', SF: 'SF Express' };

/**
 * /pay/outcome/{orderId} (spec 3 "Return/refund case page"): for the order's buyer or seller, the
 * return case's state (6 waiting for the seller's refund, 7 awaiting the return address, 8 return
 * the item, 9 refunded), the amounts, the seller's return address, the buyer's return shipping form
 * in state 8 and the return parcel's tracking once entered. `?kind=store` for a store order.
 */
export function OutcomePage() {
  const id = readOrderId(useParams().orderId);
  const [search] = useSearchParams();
  const ref: OrderRef = { kind: search.get('kind') === 'store' ? 'store_order' : 'order', id: id ?? 0 };
  const found = useCase(ref, id !== null);
  if (id === null) return <OrderPageProblem error={null} backHref={null} onRetry={() => {}} />;
  if (found.isPending) return <PageLoading />;
  if (found.isError) return <OrderPageProblem error={found.error} backHref={null} onRetry={() => void found.refetch()} />;
  return <Outcome order={ref} reply={found.data} />;
}

function Outcome({ order, reply }: { order: OrderRef; reply: CaseReply | null }) {
  const { t } = useLingui();
  const plan = reply?.Plan ?? null;
  return (
    <div className="page member-page outcome-page">
      <Link to={orderDetailHref(order)} className="order-detail__back">
        {t`Back to the order`}
      </Link>
      <h1 className="outcome-page__title">{t`Refund and return`}</h1>
      {!reply || !plan ? (
        <p className="outcome-page__empty">{t`No refund or return has been decided on this order yet.`}</p>
      ) : (
        <OutcomeBody order={order} reply={reply} plan={plan} />
      )}
    </div>
  );
}

function OutcomeBody({ order, reply, plan }: { order: OrderRef; reply: CaseReply; plan: PlanResult }) {
  const { t, i18n } = useLingui();
  const stage = outcomeStage(plan.PlanSRResultStatus);
  const buyer = reply.Viewer === 'buyer';
  const heading = {
    waiting_refund: t`Waiting for the seller's refund`,
    awaiting_address: t`Awaiting the seller's return address`,
    return_item: t`Return the item`,
    refunded: t`Refunded`,
    unknown: t`In progress`,
  }[stage];
  const explain = {
    waiting_refund: buyer ? t`The refund is on its way back to the way you paid.` : t`The refund is being paid back to the buyer.`,
    awaiting_address: buyer ? t`The seller will give an address to send the card back to.` : t`Give the buyer an address to send the card back to.`,
    return_item: buyer ? t`Send the card back to the seller's address and enter the carrier and tracking number.` : t`The buyer sends the card back; confirm when it arrives.`,
    refunded: buyer ? t`The money is back with the way you paid.` : t`The buyer has been refunded.`,
    unknown: '',
  }[stage];
  const amounts = outcomeAmounts(plan);
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const labels = { item: t`Item`, postage: t`Shipping`, serviceAndTax: t`Service fee and tax` };
  return (
    <>
      <section className={`outcome-state outcome-state--${stage}`} aria-labelledby="outcome-state">
        <h2 id="outcome-state" className="outcome-state__title">
          {heading}
        </h2>
        {explain && <p className="outcome-state__text">{explain}</p>}
      </section>
      <section className="outcome-section" aria-labelledby="outcome-amounts">
        <h2 id="outcome-amounts" className="outcome-section__title">
          {plan.PlanSRResultStatus === 9 ? t`Refunded` : t`To be refunded`}
        </h2>
        <PriceLines lines={amounts.lines.map((line) => ({ label: labels[line.key], amount: usd(line.cents) }))} total={usd(amounts.totalCents)} />
        {amounts.paid && <p className="outcome-section__paid">{t`Back in the currency you paid: ${formatWithCurrency(amounts.paid.minor, amounts.paid.currency, i18n.locale)}`}</p>}
      </section>
      {plan.IsReturn && plan.SellMemberAddress && <ReturnAddress address={plan.SellMemberAddress} />}
      {plan.SendExpressCode ? (
        <ReturnParcel order={order} carrier={plan.SendExpressName ?? plan.SendExpress ?? ''} number={plan.SendExpressCode} />
      ) : (
        stage === 'return_item' && buyer && <ReturnShippingForm order={order} caseId={reply.ID} />
      )}
    </>
  );
}

function ReturnAddress({ address }: { address: NonNullable<PlanResult['SellMemberAddress']> }) {
  const { t } = useLingui();
  const lines = [`${address.Consignee} ${address.Mobile}`, address.Address, [address.City, address.Provice, address.ZipCode].filter(Boolean).join(', '), address.Nation];
  return (
    <section className="outcome-section" aria-labelledby="outcome-address">
      <h2 id="outcome-address" className="outcome-section__title">
        {t`Return address`}
      </h2>
      <address className="outcome-address">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <CopyButton text={lines.join('\n')} label={t`Copy the return address`} />
    </section>
  );
}

function ReturnParcel({ order, carrier, number }: { order: OrderRef; carrier: string; number: string }) {
  const { t } = useLingui();
  const tracking = useReturnTracking(order, true);
  return (
    <section className="outcome-section" aria-labelledby="outcome-parcel">
      <h2 id="outcome-parcel" className="outcome-section__title">
        {t`Return parcel`}
      </h2>
      <dl className="order-facts">
        <div className="order-facts__row">
          <dt>{t`Carrier`}</dt>
          <dd>{carrier}</dd>
        </div>
        <div className="order-facts__row">
          <dt>{t`Tracking number`}</dt>
          <dd className="order-facts__number">
            <span>{number}</span>
            <CopyButton text={number} label={t`Copy the tracking number`} />
          </dd>
        </div>
      </dl>
      {tracking.data && <TrackingEvents tracking={tracking.data} />}
    </section>
  );
}

/** Spec 3 "Return shipping form": carrier and tracking number, both required; the case is read again after. */
function ReturnShippingForm({ order, caseId }: { order: OrderRef; caseId: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [carrier, setCarrier] = useState<CarrierCode | ''>('');
  const [number, setNumber] = useState('');
  const [tried, setTried] = useState(false);
  const send = useReturnShipping(order);
  const missingCarrier = tried && !carrier;
  const missingNumber = tried && !number.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!carrier || !number.trim()) return;
    try {
      await send.mutateAsync({ caseId, SendExpress: carrier, SendExpressCode: number.trim() });
      showToast(t`Return shipping saved.`, { tone: 'success' });
    } catch (error) {
      showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 4000 });
    }
  }

  return (
    <section className="outcome-section" aria-labelledby="outcome-ship">
      <h2 id="outcome-ship" className="outcome-section__title">
        {t`Your return shipping`}
      </h2>
      <form className="return-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className={missingCarrier ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-carrier`} className="field__label">
            {t`Carrier`}
          </label>
          <select id={`${id}-carrier`} value={carrier} required aria-invalid={missingCarrier} onChange={(event) => setCarrier(event.target.value as CarrierCode | '')}>
            <option value="">{t`Choose a carrier`}</option>
            {carrierCodes.map((code) => (
              <option key={code} value={code}>
                {carrierNames[code]}
              </option>
            ))}
          </select>
          {missingCarrier && <span className="field__error">{t`Choose the carrier.`}</span>}
        </div>
        <div className={missingNumber ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-number`} className="field__label">
            {t`Tracking number`}
          </label>
          <input id={`${id}-number`} value={number} required maxLength={60} aria-invalid={missingNumber} autoComplete="off" onChange={(event) => setNumber(event.target.value)} />
          {missingNumber && <span className="field__error">{t`Enter the tracking number.`}</span>}
        </div>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {t`Submit`}
        </button>
      </form>
    </section>
  );
}
