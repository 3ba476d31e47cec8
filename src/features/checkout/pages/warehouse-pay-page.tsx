import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { channelNameOf, defaultPayCodeFor, usablePayCode, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { formatUsd } from '../../../domain/format/format-usd';
import { WarehouseOrderStatus } from '../../../domain/warehouse/forwarding';
import type { ForwardingOrderReply } from '../../../domain/warehouse/forwarding.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { currentUserQuery } from '../../../lib/session/current-user-query';
import { useOnline } from '../../../lib/hooks/use-online';
import { startPayment } from '../api/start-payment';
import { warehouseOrderPayQuery } from '../api/get-warehouse-order';
import { channelLabel, PayChannelList } from '../components/pay-channel-list';
import { PayConfirmDialog } from '../components/pay-confirm-dialog';

/**
 * /pay/warehouse/{id} (spec 2 section 2 item 3, "Warehouse postage"): a weighed warehouse order's
 * items, weight, postage, tax, total and destination, the member's payment channels, then the
 * provider's page; its callback marks the order paid. Once paid (or not yet weighed) the page says so.
 */
export function WarehousePayPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const me = useQuery({ ...currentUserQuery, staleTime: 0 });
  const order = useQuery({ ...warehouseOrderPayQuery(id), enabled: valid });
  if (!valid) return <NotFound />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <NotFound />;
    const message = isApiError(order.error) ? errorText(i18n, order.error.code, order.error.message) : errorText(i18n, 'NETWORK_ERROR');
    return (
      <div className="page pay-page">
        <StatusPanel tone="error" heading="h1" title={t`The warehouse order could not be loaded`}>
          {message}
        </StatusPanel>
      </div>
    );
  }
  if (!order.data || !me.data) return <div className="page pay-page" aria-busy="true" />;
  return <WarehousePay order={order.data} memberSource={me.data.MemberSource} />;
}

function NotFound() {
  const { t } = useLingui();
  return (
    <div className="page pay-page">
      <StatusPanel heading="h1" title={t`This warehouse order does not exist`} actions={<Link to="/myholo/warehouse" className="btn btn--primary">{t`My warehouse`}</Link>} />
    </div>
  );
}

function WarehousePay({ order, memberSource }: { order: ForwardingOrderReply; memberSource: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const usd = (cents: number | null) => formatUsd(cents ?? 0, i18n.locale);
  const total = order.Total ?? 0;
  const [chosen, setChosen] = useState<PayCodeValue | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const payCode = usablePayCode(chosen ?? defaultPayCodeFor(memberSource), memberSource, total);
  const unpaid = order.Status === WarehouseOrderStatus.Unpaid;
  const grams = order.WeightGrams;
  const code = order.Code;
  const count = order.Items.length;
  const channelName = i18n._(channelLabel[channelNameOf(payCode)]);

  async function pay() {
    setPaying(true);
    setProblem(null);
    try {
      await startPayment({ Purpose: 'warehouse', ReferenceId: order.Id, IsGuarantee: payCode });
    } catch (error) {
      setPaying(false);
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));
    }
  }

  const breakdown = (
    <dl className="pay-breakdown">
      <div className="pay-breakdown__row">
        <dt>{t`Weight`}</dt>
        <dd data-testid="warehouse-pay-weight" data-grams={grams ?? undefined}>{grams === null ? t`Not weighed yet` : t`${grams} g`}</dd>
      </div>
      <div className="pay-breakdown__row">
        <dt>{t`International postage`}</dt>
        <dd>{usd(order.Postage)}</dd>
      </div>
      <div className="pay-breakdown__row">
        <dt>{t`State tax`}</dt>
        <dd>{usd(order.Tax)}</dd>
      </div>
      <div className="pay-breakdown__row pay-breakdown__row--total">
        <dt>{t`To pay`}</dt>
        <dd data-testid="warehouse-pay-total">{usd(order.Total)}</dd>
      </div>
    </dl>
  );

  return (
    <div className="page pay-page">
      <h1 className="pay-page__title">{t`Pay warehouse postage`}</h1>
      <p className="pay-muted pay-page__code">{t`Warehouse order ${code}`}</p>
      <div className="pay-layout">
        <div className="pay-layout__main">
          <section className="pay-block" aria-labelledby="wpay-ship-to">
            <h2 id="wpay-ship-to" className="pay-block__title">
              {t`Ship to`}
            </h2>
            <address className="pay-address">
              <strong>{order.Address.Consignee}</strong> {order.Address.Mobile}
              <br />
              {order.Address.Detail}, {order.Address.City}, {order.Address.Province} {order.Address.ZipCode}, {order.Address.Nation}
            </address>
          </section>
          {unpaid && (
            <section className="pay-block" aria-labelledby="wpay-method">
              <h2 id="wpay-method" className="pay-block__title">
                {t`Payment method`}
              </h2>
              <PayChannelList memberSource={memberSource} totalCents={total} value={payCode} onChange={setChosen} disabled={paying} />
            </section>
          )}
          <section className="pay-block" aria-labelledby="wpay-items">
            <h2 id="wpay-items" className="pay-block__title">
              {t`Items (${count})`}
            </h2>
            <ul className="wpay-items">
              {order.Items.map(({ Id, TitImg, Title, Quantity: quantity, Price }) => (
                <li key={Id} className="wpay-items__row">
                  {TitImg ? <img src={TitImg} alt="" className="pay-items__image" width={56} height={56} /> : null}
                  <span className="pay-items__title">{Title}</span>
                  <span className="pay-muted">{t`× ${quantity}`}</span>
                  <span>{usd(Price)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="pay-layout__side">
          <section className="pay-block pay-summary" aria-labelledby="wpay-summary">
            <h2 id="wpay-summary" className="pay-block__title">
              {t`Summary`}
            </h2>
            {breakdown}
            {unpaid ? (
              <>
                <p className="pay-muted pay-summary__method">{t`Pay with: ${channelName}`}</p>
                {problem && !confirming && (
                  <p className="form-error" role="alert">
                    {problem}
                  </p>
                )}
                <button type="button" className="btn btn--primary btn--block" disabled={!online || paying} onClick={() => setConfirming(true)}>
                  {t`Confirm and pay`}
                </button>
                {!online && <p className="pay-offline">{t`You are offline: paying needs a connection`}</p>}
              </>
            ) : (
              <p className="pay-muted" role="status" data-testid="warehouse-pay-state" data-status={order.Status}>
                {order.Status === WarehouseOrderStatus.ToWeigh
                  ? t`The warehouse has not weighed this parcel yet. You will be told what to pay.`
                  : order.Status === WarehouseOrderStatus.Cancelled
                    ? t`This warehouse order was cancelled.`
                    : t`Paid. The warehouse sends your parcel on.`}
              </p>
            )}
            <ul className="pay-summary__links">
              <li>
                <Link to="/myholo/warehouse">{t`My warehouse`}</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
      {confirming && (
        <PayConfirmDialog
          title={t`Confirm your payment`}
          busy={paying}
          online={online}
          problem={problem}
          onPay={() => void pay()}
          onClose={() => {
            setConfirming(false);
            setProblem(null);
          }}
        >
          {breakdown}
        </PayConfirmDialog>
      )}
    </div>
  );
}
