import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { MyStoreOrderRow } from '../../../domain/orders/order-list.schema';
import { StoreOrderStatus } from '../../../domain/cart/store-order.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { FeedbackScore } from '../../feedback';
import { AutoFinishNote } from './auto-finish-note';
import { StoreOrderActions } from './order-actions-for';
import { storeOrderStatusText, statusTone } from './order-status';
import { PayCountdown } from './pay-countdown';
import { PriceLines } from './price-lines';
import { useStorePostageText } from './store-postage';

/**
 * One store order (spec 3 "Store order history"): the store and its seller's record, its lines
 * with condition and quantity, the money, the status and the actions of the status.
 */
export function StoreOrderRow({ order }: { order: MyStoreOrderRow }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const unpaid = order.OrderStatus === StoreOrderStatus.Unpaid;
  const placed = i18n.date(order.CreateDate, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = order.ClosedAt ? i18n.date(order.ClosedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const postage = useStorePostageText(order);
  return (
    <li className="order-card">
      <div className="order-card__head">
        <span className="order-card__seller">
          {order.StoreLogo && <img src={order.StoreLogo} alt="" width="28" height="28" className="order-card__logo" />}
          <span>{order.StoreName}</span>
        </span>
        <FeedbackScore positive={order.SellFavorableCount} negative={order.SellNegativeCount} link={{ side: 'seller', member: order.SellerMemberId }} className="order-card__score" />
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
          {order.OrderStatus === StoreOrderStatus.Shipped && order.AutoFinishAt && <AutoFinishNote at={order.AutoFinishAt} viewer="buyer" />}
        </div>
        <PriceLines
          lines={[
            { label: t`Items`, amount: usd(order.OrderAmount) },
            ...(order.DiscountAmount > 0 ? [{ label: t`Coupons`, amount: `−${usd(order.DiscountAmount)}` }] : []),
            { label: t`Shipping`, amount: postage },
            { label: t`Tax`, amount: usd(order.TaxAmount) },
          ]}
          total={usd(order.PriceTotal)}
        />
      </div>
      <div className="order-card__actions">
        <StoreOrderActions order={order} viewer="buyer" />
      </div>
    </li>
  );
}
