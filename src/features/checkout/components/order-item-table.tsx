import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '../../../domain/orders/order.schema';
import { formatUsd } from '../../../domain/format/format-usd';

/**
 * The checkout's item table (spec 2 "Checkout variants" 1): title with image, price, shipping,
 * buyer premium (the service fee), state tax, the fee's discount when there is one, and order
 * total. On a phone each row stacks, every cell with its label.
 */
export function OrderItemTable({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const showTax = order.BuyerMemberSource !== 'MO';
  const showDiscount = order.Discount > 0;
  const labels = {
    item: t`Item`,
    price: t`Price`,
    shipping: t`Shipping`,
    premium: t`Buyer premium`,
    tax: t`State tax`,
    discount: t`Discount`,
    total: t`Order total`,
  };
  return (
    <table className="pay-items">
      <thead>
        <tr>
          <th scope="col">{labels.item}</th>
          <th scope="col">{labels.price}</th>
          <th scope="col">{labels.shipping}</th>
          <th scope="col">{labels.premium}</th>
          {showTax && <th scope="col">{labels.tax}</th>}
          {showDiscount && <th scope="col">{labels.discount}</th>}
          <th scope="col">{labels.total}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="pay-items__item">
            <Link to={`/carddetails/${order.CommodityID}`} className="pay-items__link">
              <img src={order.TitImg} alt="" className="pay-items__image" width={56} height={56} />
              <span className="pay-items__title">{order.Title}</span>
            </Link>
            <span className="pay-muted pay-items__seller">{t`Seller: ${order.SellRealName}`}</span>
          </th>
          <td data-label={labels.price}>{usd(order.USD_Price)}</td>
          <td data-label={labels.shipping}>{order.PostageMoney > 0 ? usd(order.PostageMoney) : t`Free`}</td>
          <td data-label={labels.premium}>{usd(order.ServiceFee)}</td>
          {showTax && <td data-label={labels.tax}>{usd(order.TaxPrice)}</td>}
          {showDiscount && <td data-label={labels.discount}>−{usd(order.Discount)}</td>}
          <td data-label={labels.total} className="pay-items__total">
            {usd(order.Total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
