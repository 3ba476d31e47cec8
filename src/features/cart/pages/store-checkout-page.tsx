import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { CartLine } from '../../../domain/cart/cart.schema';
import { storePostage } from '../../../domain/cart/store-postage';
import { couponDiscount } from '../../../domain/coupons/coupon-rules';
import { bestCouponChoice } from '../../../domain/coupons/best-coupons';
import type { MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { defaultPayCodeFor, storePayChannelsFor, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { isApiError } from '../../../lib/api/api-error';
import { formatUsd } from '../../../domain/format/format-usd';
import { errorText } from '../../../lib/i18n/error-messages';
import { useAddresses } from '../../address';
import { AgreementCheck, PayChannelList, useAgreement } from '../../checkout';
import { CouponSelect, useUsableCoupons } from '../../coupons';
import { useCart } from '../api/cart-queries';
import { startStoreOrdersPayment, useKnownMemberSource, usePlaceStoreOrder } from '../api/place-store-order';
import { useStoreOrderQuote } from '../api/quote-store-orders';
import { CartCheckStatus } from '../components/cart-check-status';
import { CheckoutAddress } from '../components/checkout-address';
import { CheckoutItemRows } from '../components/checkout-item-rows';
import { MoneyLines } from '../components/money-lines';
import { clearCheckSelection, readCheckSelection } from '../state/check-selection';

function groupByStore(lines: CartLine[]) {
  const groups = new Map<number, { name: string; areaCode: string; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.StoreId) ?? { name: line.StoreName, areaCode: line.AreaCode, lines: [] };
    group.lines.push(line);
    groups.set(line.StoreId, group);
  }
  return [...groups.entries()];
}

/**
 * /pay/storecheckout: the cart or Buy now selection (sessionStorage `check`) grouped by store,
 * the delivery address, postage per store, the coupons (the best ones chosen by default: each
 * coupon on one line, a line takes one), the state tax and total as the server prices them
 * (POST /api/store-orders/quote), and the payment method (the card of the region or other methods).
 * Place order and pay makes one order per store and opens ONE payment for all of them (issue 32).
 */
export function StoreCheckoutPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cart = useCart();
  const addresses = useAddresses();
  const place = usePlaceStoreOrder();
  const knownSource = useKnownMemberSource();
  const memberSource = knownSource ?? 'US';
  const [chosen, setChosen] = useState<ShippingAddress | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [selection] = useState(() => readCheckSelection());
  // null until the buyer changes a coupon: the best choice is shown meanwhile (a null value is "No coupon").
  const [couponChoice, setCouponChoice] = useState<ReadonlyMap<number, number | null> | null>(null);
  const [payCode, setPayCode] = useState<PayCodeValue | null>(null);
  const agreement = useAgreement();

  const address = chosen ?? addresses.data?.find((a) => a.IsDefault) ?? addresses.data?.[0];
  const cartLines = cart.data?.data ?? [];
  const lines = cartLines.filter((line) => selection?.CartLineIds.includes(line.Id));
  // Until the server has answered, the lines are the device's copy; a chosen row the server no
  // longer has (removed in another tab, or chosen on a stale copy) stops the order.
  const confirmed = cart.isFetchedAfterMount;
  const changed = confirmed && selection !== null && selection.CartLineIds.some((id) => !cartLines.some((line) => line.Id === id));
  const groups = groupByStore(lines);
  const usable = useUsableCoupons(lines.map((line) => line.Id));

  const optionsOf = (lineId: number) => usable.data?.Lines.find((l) => l.CartLineId === lineId)?.Coupons ?? [];
  const best = useMemo(() => {
    if (!usable.data) return new Map<number, number>();
    const owned = new Map<number, MemberCoupon>();
    for (const line of usable.data.Lines) for (const coupon of line.Coupons) owned.set(coupon.ID, coupon);
    const couponLines = usable.data.Lines.map((l) => ({ lineId: l.CartLineId, commodityId: l.CommodityId, totalCents: l.TotalCents }));
    return bestCouponChoice(couponLines, [...owned.values()], new Date());
  }, [usable.data]);
  // A choice whose coupon is no longer offered (used meanwhile, refetched after an error) drops out.
  const chosenCoupon = (lineId: number) => {
    const id = couponChoice ? couponChoice.get(lineId) : best.get(lineId);
    return id === undefined || id === null ? undefined : optionsOf(lineId).find((coupon) => coupon.ID === id && !coupon.Disabled);
  };
  const discountOf = (line: CartLine) => {
    const coupon = chosenCoupon(line.Id);
    return coupon ? couponDiscount(coupon, line.NewPrice * line.Num) : 0;
  };
  const chooseCoupon = (lineId: number, memberCouponId: number | null) =>
    setCouponChoice((current) => {
      const next = new Map<number, number | null>(current ?? best);
      next.set(lineId, memberCouponId);
      return next;
    });
  const chosenCoupons = lines.flatMap((line) => {
    const coupon = chosenCoupon(line.Id);
    return coupon ? [{ CartLineId: line.Id, MemberCouponId: coupon.ID }] : [];
  });
  const quote = useStoreOrderQuote(
    address && confirmed && !changed && lines.length > 0 && (usable.isSuccess || usable.isError)
      ? { CartLineIds: lines.map((line) => line.Id), AddressId: address.Id, Coupons: chosenCoupons }
      : null,
  );

  // Placed: the cart's refetch empties it while the payment opens.
  if (cart.isPending || place.isSuccess) return <div className="page checkout-page" aria-busy="true" />;
  if (!selection || lines.length === 0) {
    return (
      <div className="page checkout-page">
        <StatusPanel
          title={t`There is nothing to check out`}
          actions={
            <Link to="/pay/cart" className="btn btn--primary">
              {t`Go to cart`}
            </Link>
          }
        />
      </div>
    );
  }

  const postageOf = (areaCode: string, itemsCents: number) => storePostage(itemsCents, address?.Country === areaCode);
  const itemsTotal = lines.reduce((sum, line) => sum + line.NewPrice * line.Num, 0);
  const postageTotal = groups.reduce((sum, [, g]) => sum + postageOf(g.areaCode, g.lines.reduce((s, l) => s + l.NewPrice * l.Num, 0)).postageCents, 0);
  const discountTotal = lines.reduce((sum, line) => sum + discountOf(line), 0);
  const blocked = lines.some((line) => line.Disabled);
  const minus = (cents: number) => `−${formatUsd(cents, i18n.locale)}`;

  const total = quote.data?.TotalCents ?? Math.max(0, itemsTotal - discountTotal + postageTotal);
  const method = payCode ?? defaultPayCodeFor(memberSource);

  const submit = async () => {
    if (!address) return setProblem(t`You have not set your shipping address!`);
    if (!agreement.confirm()) return;
    setProblem(null);
    try {
      const placed = await place.mutateAsync({ CartLineIds: lines.map((line) => line.Id), AddressId: address.Id, Coupons: chosenCoupons });
      clearCheckSelection();
      const [first] = placed.StoreOrderIds;
      if (first === undefined) return;
      try {
        // One payment for every store's order of this checkout.
        const payment = await startStoreOrdersPayment(placed.StoreOrderIds, method);
        window.location.assign(payment.PayUrl);
      } catch {
        // The orders stand; their page offers Pay now again.
        navigate(`/pay/storecheckout/${first}`, { state: { placed: placed.StoreOrderIds } });
      }
    } catch (error) {
      setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'));
      void cart.refetch();
      void usable.refetch();
    }
  };

  return (
    <div className="page checkout-page">
      <h1 className="checkout-page__title">{t`Checkout`}</h1>
      <CheckoutAddress address={address} onSelect={setChosen} />
      {groups.map(([storeId, group]) => {
        const itemsCents = group.lines.reduce((sum, line) => sum + line.NewPrice * line.Num, 0);
        const postage = postageOf(group.areaCode, itemsCents);
        const discountCents = group.lines.reduce((sum, line) => sum + discountOf(line), 0);
        const storeQuote = quote.data?.Stores.find((store) => store.StoreId === storeId);
        return (
          <section key={storeId} className="checkout-block" aria-label={group.name}>
            <h2 className="checkout-block__title">{group.name}</h2>
            <CheckoutItemRows
              items={group.lines.map((line) => ({
                key: line.Id,
                title: line.Title,
                conditionName: line.ConditionName,
                quantity: line.Num,
                priceCents: line.NewPrice,
                image: line.Imgs[0],
                extra:
                  usable.data && optionsOf(line.Id).length > 0 ? (
                    <CouponSelect
                      label={t`Coupon for ${line.Title}`}
                      lineCommodityId={line.CommodityId}
                      totalCents={line.NewPrice * line.Num}
                      coupons={optionsOf(line.Id)}
                      value={chosenCoupon(line.Id)?.ID ?? null}
                      onChange={(id) => chooseCoupon(line.Id, id)}
                      takenIds={lines.flatMap((other) => (other.Id === line.Id ? [] : (chosenCoupon(other.Id)?.ID ?? [])))}
                      disabled={place.isPending}
                    />
                  ) : undefined,
              }))}
            />
            <MoneyLines
              lines={[
                { label: t`Items`, value: itemsCents },
                ...(discountCents > 0 ? [{ label: t`Coupons`, value: minus(discountCents) }] : []),
                { label: t`Shipping`, value: postage.postageCents === 0 ? t`Free` : postage.postageCents },
                ...(storeQuote && storeQuote.TaxCents > 0 ? [{ label: t`Estimated state tax`, value: storeQuote.TaxCents }] : []),
              ]}
            />
          </section>
        );
      })}
      <section className="checkout-block checkout-summary" aria-label={t`Order summary`}>
        <MoneyLines
          lines={[
            { label: t`Items`, value: itemsTotal },
            ...(discountTotal > 0 ? [{ label: t`Coupons`, value: minus(discountTotal) }] : []),
            { label: t`Shipping`, value: postageTotal },
            { label: t`Estimated state tax`, value: quote.data ? quote.data.TaxCents : quote.isError ? '—' : t`Checking…` },
            { label: t`Total`, value: total, strong: true },
          ]}
        />
        {quote.isError && !isCartGone(quote.error) && (
          <p className="form-error" role="alert">
            {isApiError(quote.error) ? errorText(i18n, quote.error.code, quote.error.message, quote.error.values) : errorText(i18n, 'NETWORK_ERROR')}
          </p>
        )}
        <section className="checkout-pay" aria-labelledby="store-checkout-method">
          <h2 id="store-checkout-method" className="checkout-block__title">
            {t`Payment method`}
          </h2>
          {/* Only once the member's region is known: a guess would offer a Macao member the US card. */}
          {knownSource !== undefined && (
            <PayChannelList
              memberSource={memberSource}
              totalCents={total}
              value={method}
              onChange={setPayCode}
              disabled={place.isPending}
              channelsFor={storePayChannelsFor}
            />
          )}
        </section>
        {groups.length > 1 && <p className="cart-summary__note">{t`One payment covers the orders of all ${groups.length} stores.`}</p>}
        {blocked && <p className="form-error">{t`Some items can no longer be bought as chosen. Please go back to the cart.`}</p>}
        {changed && (
          <p className="form-error">
            {t`Your cart has changed since you chose these items.`} <Link to="/pay/cart">{t`Go to cart`}</Link>
          </p>
        )}
        {!confirmed && <CartCheckStatus className="checkout-summary__checking" />}
        <AgreementCheck {...agreement.boxProps} />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={place.isPending || blocked || changed || !confirmed || !quote.isSuccess || quote.isPlaceholderData || knownSource === undefined}
          onClick={() => void submit()}
        >
          {t`Place order`}
        </button>
      </section>
    </div>
  );
}

/** The quote's lines left the cart (placed in another tab): the page's own notice says so. */
function isCartGone(error: unknown) {
  return isApiError(error) && error.code === 'ORDER_ALREADY_PLACED';
}
