import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { StoreOrderStatus } from '../../../domain/cart/store-order.schema';
import { defaultPayCodeFor, storePayChannelsFor, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { formatUsd } from '../../../domain/format/format-usd';
import { PayChannelList } from '../../checkout';
import { cartQueries } from '../api/cart-queries';
import { useKnownMemberSource } from '../api/place-store-order';
import { useUpdateStoreOrder } from '../api/update-store-order';
import { CheckoutItemRows } from '../components/checkout-item-rows';
import { MoneyLines } from '../components/money-lines';
import { StoreOrderAddress } from '../components/store-order-address';
import { StoreOrderPayButton } from '../components/store-order-pay-button';

/**
 * /pay/storecheckout/{id} and /pay/cartcheckout/{id}: an existing store order with its lines,
 * address and totals. While unpaid it is the re-pay page (spec 2 "Re-pay"): the address and the
 * payment method (card or other methods) can change, then Pay now. The coupons spent when it was
 * placed stay (spec 2 section 7: the cart-order re-pay sends no couponMemberID).
 */
export function StoreOrderCheckoutPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const location = useLocation();
  const placed = (location.state as { placed?: number[] } | null)?.placed ?? [];
  const order = useQuery({ ...cartQueries.storeOrder(id), enabled: Number.isInteger(id) && id > 0 });
  const update = useUpdateStoreOrder(id);
  const memberSource = useKnownMemberSource();
  const [chosenCode, setChosenCode] = useState<PayCodeValue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const showError = (error: unknown) =>
    setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));

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
  const unpaid = o.OrderStatus === StoreOrderStatus.Unpaid;
  const payCode = chosenCode ?? o.IsGuarantee ?? defaultPayCodeFor(memberSource ?? 'US');
  const changeAddress = (address: ShippingAddress) => {
    setProblem(null);
    update.mutate({ AddressId: address.Id }, { onError: showError });
  };
  const chooseChannel = (next: PayCodeValue) => {
    setChosenCode(next);
    setProblem(null);
    if (next !== o.IsGuarantee) update.mutate({ IsGuarantee: next }, { onError: showError });
  };
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
      <StoreOrderAddress address={o.AddressMsg} onChange={unpaid ? changeAddress : undefined} disabled={update.isPending} />
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
        {unpaid ? (
          <>
            <section className="checkout-pay" aria-labelledby="store-order-method">
              <h3 id="store-order-method" className="checkout-block__title">
                {t`Payment method`}
              </h3>
              {/* Only once the member's region is known: a guess would switch a Macao order off MPay. */}
              {memberSource !== undefined && (
                <PayChannelList
                  memberSource={memberSource}
                  totalCents={o.PriceTotal}
                  value={payCode}
                  onChange={chooseChannel}
                  disabled={update.isPending}
                  channelsFor={storePayChannelsFor}
                />
              )}
            </section>
            {problem && (
              <p className="form-error" role="alert">
                {problem}
              </p>
            )}
            <StoreOrderPayButton storeOrderId={o.Id} payCode={payCode} disabled={update.isPending} />
          </>
        ) : (
          <p className="checkout-page__paid">{o.OrderStatus === StoreOrderStatus.Closed ? t`This order was closed.` : t`This order has been paid.`}</p>
        )}
      </section>
    </div>
  );
}
