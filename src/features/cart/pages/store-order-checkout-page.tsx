import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { StoreOrderStatus } from '../../../domain/cart/store-order.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { formatUsd } from '../../../lib/format/format-usd';
import { cartQueries } from '../api/cart-queries';
import { CheckoutItemRows } from '../components/checkout-item-rows';
import { MoneyLines } from '../components/money-lines';
import { StoreOrderPayButton } from '../components/store-order-pay-button';

/** /pay/storecheckout/{id}: an existing store order with its lines, address and totals, and Pay now while unpaid. */
export function StoreOrderCheckoutPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const location = useLocation();
  const placed = (location.state as { placed?: number[] } | null)?.placed ?? [];
  const order = useQuery({ ...cartQueries.storeOrder(id), enabled: Number.isInteger(id) && id > 0 });

  if (order.isPending) return <div className="page checkout-page" aria-busy="true" />;
  if (order.isError) {
    const message = isApiError(order.error) ? errorText(i18n, order.error.code, order.error.message) : undefined;
    return (
      <div className="page checkout-page">
        <StatusPanel tone="error" title={t`The order could not be loaded`}>
          {message}
        </StatusPanel>
      </div>
    );
  }
  const o = order.data;
  const others = placed.filter((other) => other !== o.Id);
  const code = o.OrderCode;
  const address = o.AddressMsg;
  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__title">{t`Checkout`}</h1>
      <p className="checkout-page__placed" role="status">
        {t`Order ${code} has been placed.`}
      </p>
      {others.length > 0 && (
        <ul className="checkout-page__others">
          {others.map((other) => (
            <li key={other}>
              <Link to={`/pay/storecheckout/${other}`}>{t`Another store's order is waiting for payment`}</Link>
            </li>
          ))}
        </ul>
      )}
      <section className="checkout-block" aria-labelledby="store-order-address">
        <h2 id="store-order-address" className="checkout-block__title">
          {t`Ship to`}
        </h2>
        <address className="checkout-address">
          <strong>{address.Consignee}</strong> {address.Telephone}
          <br />
          {address.AddressDetail}, {address.CityName}, {address.ProvinceName} {address.PostalCode}
        </address>
      </section>
      <section className="checkout-block" aria-label={o.StoreName}>
        <h2 className="checkout-block__title">{o.StoreName}</h2>
        <CheckoutItemRows
          items={o.CommodityList.map((line) => ({
            key: line.ConditionId,
            title: line.Title,
            conditionName: line.ConditionName,
            quantity: line.Quantity,
            priceCents: line.Price,
            image: line.Imgs[0],
          }))}
        />
        <MoneyLines
          lines={[
            { label: t`Items`, value: o.OrderAmount },
            ...(o.DiscountAmount > 0 ? [{ label: t`Coupons`, value: `−${formatUsd(o.DiscountAmount, i18n.locale)}` }] : []),
            { label: t`Shipping`, value: o.PostageType === 2 ? t`Free` : o.PostageType === 1 ? t`Pay on delivery` : o.Postage },
            { label: t`State tax`, value: o.TaxAmount },
            { label: t`Order total (${o.Currency})`, value: o.PriceTotal, strong: true },
          ]}
        />
        {o.OrderStatus === StoreOrderStatus.Unpaid ? (
          <>
            <p className="checkout-summary__pay">{t`Payment: credit or debit card`}</p>
            <StoreOrderPayButton storeOrderId={o.Id} />
          </>
        ) : (
          <p className="checkout-page__paid">{o.OrderStatus === StoreOrderStatus.Closed ? t`This order was closed.` : t`This order has been paid.`}</p>
        )}
      </section>
    </div>
  );
}
