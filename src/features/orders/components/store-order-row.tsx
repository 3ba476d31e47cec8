import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { MyStoreOrderRow } from '../../../domain/orders/order-list.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { formatWithCurrency } from '../../../domain/format/format-with-currency';
import { storeOrderStatusText, statusTone } from './order-status';
import { PayCountdown, usePayTimeLeft } from './pay-countdown';
import { PriceLines } from './price-lines';

/**
 * One store order (spec 3 "Store order history"): the store, its lines with condition and
 * quantity, the money, the status, and Pay now / Change address while unpaid. Confirm item and
 * tracking come later: no button is shown for them yet.
 */
export function StoreOrderRow({ order }: { order: MyStoreOrderRow }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const checkoutHref = `/pay/storecheckout/${order.Id}`;
  const unpaid = order.OrderStatus === 1;
  const placed = i18n.date(order.CreateDate, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = order.ClosedAt ? i18n.date(order.ClosedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const postage =
    order.PostageType === 1 ? t`Pay on delivery`
    : order.PostageType === 2 ? t`Free`
    : formatWithCurrency(order.Postage, order.Currency, i18n.locale);
  return (
    <li className="order-card">
      <div className="order-card__head">
        <span className="order-card__seller">
          {order.StoreLogo && <img src={order.StoreLogo} alt="" width="28" height="28" className="order-card__logo" />}
          <span>{order.StoreName}</span>
        </span>
        <span className="order-card__meta">
          {t`Order ${order.OrderCode}`} · <time dateTime={order.CreateDate}>{placed}</time>
        </span>
      </div>
      <div className="order-card__body">
        <div className="order-card__lines">
          <ul className="order-lines">
            {order.CommodityList.map((line) => {
              const href = `/storedetails/${line.CommodityId}`;
              const quantity = line.Quantity;
              return (
                <li key={line.ConditionId} className="order-card__item">
                  <Link to={href} className="order-card__media" tabIndex={-1} aria-hidden="true">
                    <img src={line.Imgs[0]} alt="" width="64" height="64" loading="lazy" decoding="async" />
                  </Link>
                  <div className="order-card__text">
                    <Link to={href} className="order-card__title">
                      {line.Title}
                    </Link>
                    <p className="order-card__sub">
                      <span>{line.ConditionName}</span>
                      <span>{t`Qty ${quantity}`}</span>
                      <span>{usd(line.Price)}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="order-card__status">
            <span className={`order-status order-status--${statusTone(order.OrderStatus, 6)}`}>{i18n._(storeOrderStatusText(order.OrderStatus))}</span>
            {closed && <span className="order-card__when">{t`Closed ${closed}`}</span>}
          </p>
          {unpaid && <PayCountdown payDueAt={order.PayDueAt} />}
        </div>
        <PriceLines
          lines={[
            { label: t`Items`, amount: usd(order.OrderAmount) },
            { label: t`Shipping`, amount: postage },
            { label: t`Tax`, amount: usd(order.TaxAmount) },
          ]}
          total={usd(order.PriceTotal)}
        />
      </div>
      {unpaid && <StoreUnpaidActions payDueAt={order.PayDueAt} checkoutHref={checkoutHref} />}
    </li>
  );
}

function StoreUnpaidActions({ payDueAt, checkoutHref }: { payDueAt: string; checkoutHref: string }) {
  const { t } = useLingui();
  const open = usePayTimeLeft(payDueAt) > 0;
  return (
    <div className="order-card__actions">
      <Link to={checkoutHref} className="btn btn--ghost btn--small">
        {t`View details`}
      </Link>
      {open && (
        <>
          <Link to={checkoutHref} className="btn btn--ghost btn--small">
            {t`Change address`}
          </Link>
          <Link to={checkoutHref} className="btn btn--primary btn--small">
            {t`Pay now`}
          </Link>
        </>
      )}
    </div>
  );
}
