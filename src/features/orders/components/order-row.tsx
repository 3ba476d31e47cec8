import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import type { MyOrderRow } from '../../../domain/orders/order-list.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { ShareCouponButton } from '../../coupons';
import { orderStatusText, statusTone } from './order-status';
import { PayCountdown, usePayTimeLeft } from './pay-countdown';
import { PriceLines } from './price-lines';

/**
 * One marketplace order (spec 3 "Buyer order history"): the seller, the item, the price breakdown,
 * the status and what the buyer can do now. Receipt, tracking, cases and feedback come later: no
 * button is shown for them until they work. A paid order (2 to 5) can share a coupon link; whether its
 * share week is still open is the server's answer, shown in the button's dialog.
 */
export function OrderRow({ order }: { order: MyOrderRow }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const itemHref = `/carddetails/${order.CommodityID}`;
  const checkoutHref = `/pay/checkout/${order.ID}`;
  const unpaid = order.OrderStatus === 1;
  const paid = order.OrderStatus >= 2 && order.OrderStatus <= 5;
  const placed = i18n.date(order.CreateDate, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = order.ClosedAt ? i18n.date(order.ClosedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const lines = [
    { label: t`Item`, amount: usd(order.USD_Price) },
    { label: t`Shipping`, amount: usd(order.PostageMoney) },
    { label: t`Buyer premium`, amount: usd(order.ServiceFee) },
    { label: t`Tax`, amount: usd(order.TaxPrice) },
    ...(order.Discount > 0 ? [{ label: t`Discount`, amount: `−${usd(order.Discount)}` }] : []),
  ];
  return (
    <li className="order-card">
      <div className="order-card__head">
        <Link to={`/seller/detail/${order.SellUserID}`} className="order-card__seller">
          <Avatar name={order.SellRealName} src={order.HeadPortrait} size={28} />
          <span>{order.SellRealName}</span>
        </Link>
        <span className="tag">{t`Seller`}</span>
        <span className="order-card__meta">
          {t`Order ${order.Code}`} · <time dateTime={order.CreateDate}>{placed}</time>
        </span>
      </div>
      <div className="order-card__body">
        <div className="order-card__item">
          <Link to={itemHref} className="order-card__media" tabIndex={-1} aria-hidden="true">
            <img src={order.TitImg} alt="" width="80" height="80" loading="lazy" decoding="async" />
          </Link>
          <div className="order-card__text">
            <Link to={itemHref} className="order-card__title">
              {order.Title}
            </Link>
            <p className="order-card__status">
              <span className={`order-status order-status--${statusTone(order.OrderStatus, 6)}`}>{i18n._(orderStatusText(order.OrderStatus))}</span>
              {closed && <span className="order-card__when">{t`Closed ${closed}`}</span>}
            </p>
            {unpaid && <PayCountdown payDueAt={order.PayDueAt} />}
          </div>
        </div>
        <PriceLines lines={lines} total={usd(order.Total)} />
      </div>
      <div className="order-card__actions">
        {unpaid ? <UnpaidActions order={order} checkoutHref={checkoutHref} /> : (
          <Link to={itemHref} className="btn btn--ghost btn--small">
            {t`View details`}
          </Link>
        )}
        {paid && <ShareCouponButton orderId={order.ID} />}
      </div>
    </li>
  );
}

/** Pay now and Change address while the payment window is open; the order's page in any case. */
function UnpaidActions({ order, checkoutHref }: { order: MyOrderRow; checkoutHref: string }) {
  const { t } = useLingui();
  const open = usePayTimeLeft(order.PayDueAt) > 0;
  // Orders shipped through the agency (BusinessType 2) take no address from the buyer.
  const addressable = order.BusinessType !== 2;
  return (
    <>
      <Link to={checkoutHref} className="btn btn--ghost btn--small">
        {t`View details`}
      </Link>
      {open && addressable && (
        <Link to={checkoutHref} className="btn btn--ghost btn--small">
          {t`Change address`}
        </Link>
      )}
      {open && (
        <Link to={checkoutHref} className="btn btn--primary btn--small">
          {t`Pay now`}
        </Link>
      )}
    </>
  );
}
