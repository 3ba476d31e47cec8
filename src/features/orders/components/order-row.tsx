import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import type { MyOrderRow } from '../../../domain/orders/order-list.schema';
import { OrderStatus } from '../../../domain/orders/order.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { ShareCouponButton } from '../../coupons';
import { FeedbackScore } from '../../feedback';
import { AutoFinishNote } from './auto-finish-note';
import { MarketplaceOrderActions } from './order-actions-for';
import { orderStatusText, statusTone } from './order-status';
import { PayCountdown } from './pay-countdown';
import { PriceLines } from './price-lines';

/**
 * One marketplace order (spec 3 "Buyer order history"): the seller with their record, the item, the
 * price breakdown, the status and what the buyer can do now (domain/orders/order-actions.ts). A
 * paid order (2 to 5) can share a coupon link; whether its share week is still open is the
 * server's answer, shown in the button's dialog.
 */
export function OrderRow({ order }: { order: MyOrderRow }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const itemHref = `/carddetails/${order.CommodityID}`;
  const unpaid = order.OrderStatus === OrderStatus.Unpaid;
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
        <FeedbackScore positive={order.SellerIntegral} negative={order.SellNegativeCount} link={{ side: 'seller', member: order.SellUserID }} className="order-card__score" />
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
            {order.OrderStatus === OrderStatus.Shipped && order.AutoFinishAt && <AutoFinishNote at={order.AutoFinishAt} viewer="buyer" />}
          </div>
        </div>
        <PriceLines lines={lines} total={usd(order.Total)} />
      </div>
      <div className="order-card__actions">
        {paid && <ShareCouponButton orderId={order.ID} />}
        <MarketplaceOrderActions order={order} viewer="buyer" />
      </div>
    </li>
  );
}
