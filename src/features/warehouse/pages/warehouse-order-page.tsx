import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { formatUsd } from '../../../domain/format/format-usd';
import type { WarehouseOrderFull } from '../../../domain/warehouse/warehouse.schema';
import { isApiError } from '../../../lib/api/api-error';
import { useWarehouseOrder } from '../api/warehouse-queries';
import { carrierName } from '../components/carrier-name';

/** /myholo/waredetail/:id: a forwarding order with its items, declaration, address, fees and logistics steps. */
export function WarehouseOrderPage() {
  const { t } = useLingui();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const order = useWarehouseOrder(valid ? id : 0);
  if (!valid || (order.isError && isApiError(order.error) && order.error.status === 404)) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" title={t`This warehouse order does not exist`} actions={<Link to="/myholo/warehouse" className="btn btn--primary">{t`Back to the warehouse`}</Link>}>
          <p>{t`It may belong to another account.`}</p>
        </StatusPanel>
      </div>
    );
  }
  if (order.isError && !order.data) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" title={t`The warehouse order could not be loaded`} actions={<button type="button" className="btn btn--primary" onClick={() => void order.refetch()}>{t`Try again`}</button>}>
          <p>{t`Check your connection and try again.`}</p>
        </StatusPanel>
      </div>
    );
  }
  if (!order.data) return <div className="page member-page" aria-busy="true"><p>{t`Loading the warehouse order…`}</p></div>;
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: WarehouseOrderFull }) {
  const { t, i18n } = useLingui();
  const money = (cents: number | null) => (cents === null ? '—' : formatUsd(cents, i18n.locale));
  const date = (iso: string | null) => (iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : null);
  const statusLabel: Record<number, string> = { 4: t`Awaiting weighing`, 1: t`Unpaid`, 2: t`To be shipped`, 3: t`Shipped`, 5: t`Completed`, 6: t`Cancelled` };
  const stepLabel = { shipped: t`Shipped`, in_transit: t`In transit`, delivered: t`Delivered` } as const;
  const orderNo = order.OrderNo;
  const a = order.Address;
  return (
    <div className="page member-page warehouse-detail">
      <p>
        <Link to={`/myholo/warehouse?tab=${order.Status === 6 ? 0 : order.Status}`}>{t`Back to the warehouse`}</Link>
      </p>
      <h1 className="warehouse-detail__title">{t`Warehouse order ${orderNo}`}</h1>
      <p className="warehouse-detail__status">{statusLabel[order.Status] ?? ''}</p>
      {order.Status === 1 && (
        <Link className="btn btn--primary" to={`/pay/warehouse/${order.Id}`}>
          {t`Pay postage and tax`}
        </Link>
      )}
      <section className="warehouse-detail__section">
        <h2>{t`Logistics`}</h2>
        <ol className="logistics-steps">
          {order.Logistics.map((step) => (
            <li key={step.Step} className={step.Time ? 'logistics-steps__step logistics-steps__step--done' : 'logistics-steps__step'}>
              <span className="logistics-steps__name">{stepLabel[step.Step]}</span>
              <span className="logistics-steps__time">{date(step.Time) ?? t`Not yet`}</span>
            </li>
          ))}
        </ol>
        {order.SecondExpressCode && (
          <p>
            {carrierName(order.SecondExpressName ?? order.ExpressName)} {order.SecondExpressCode}
          </p>
        )}
      </section>
      <section className="warehouse-detail__section">
        <h2>{t`Fees`}</h2>
        <dl className="warehouse-facts">
          <dt>{t`Weight`}</dt>
          <dd>{order.Weight === null ? t`Awaiting weighing` : `${order.Weight} g`}</dd>
          <dt>{t`International shipping fee`}</dt>
          <dd>{money(order.RealPostageMoney)}</dd>
          <dt>{t`Tax`}</dt>
          <dd>{money(order.RealTaxPrice)}</dd>
          <dt>{t`Total`}</dt>
          <dd>{money(order.RealOrderPrice)}</dd>
          {order.PayDate && (
            <>
              <dt>{t`Paid`}</dt>
              <dd>{date(order.PayDate)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="warehouse-detail__section">
        <h2>{t`Customs declaration`}</h2>
        <dl className="warehouse-facts">
          <dt>{t`Product detail`}</dt>
          <dd>{order.CustomDetail}</dd>
          <dt>{t`Quantity`}</dt>
          <dd>{order.CustomCommodityCount}</dd>
          <dt>{t`Unit price (USD)`}</dt>
          <dd>{money(order.CustomCommodityPrice)}</dd>
          <dt>{t`Carrier`}</dt>
          <dd>{carrierName(order.ExpressName)}</dd>
          {order.Name && (
            <>
              <dt>{t`Name`}</dt>
              <dd>{order.Name}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="warehouse-detail__section">
        <h2>{t`Ship to`}</h2>
        <address className="warehouse-detail__address">
          {a.Consignee}
          <br />
          {a.AddressDetail}
          <br />
          {[a.City, a.Provice, a.ZipCode].filter(Boolean).join(', ')}
          <br />
          {a.Nation} {a.Mobile}
        </address>
      </section>
      <section className="warehouse-detail__section">
        <h2>{t`Items`}</h2>
        <ul className="member-rows">
          {order.OrderDetails.map((item) => {
            const quantity = item.QuantitySold;
            return (
              <li key={item.Id} className="member-row warehouse-detail__item">
                {item.TitImg ? <img src={item.TitImg} alt="" width={56} height={56} loading="lazy" /> : <span />}
                <div className="member-row__main">
                  <span>{item.Title}</span>
                  <span className="member-row__meta">{t`Quantity: ${quantity}`}</span>
                </div>
                <span>{money(item.Price)}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
