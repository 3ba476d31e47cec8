import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import { transferServiceApplies } from '../../../domain/agency/agency';
import { OrderStatus, type OrderDetail } from '../../../domain/orders/order.schema';
import { channelNameOf, isPayableTotal, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useAddresses } from '../../address';
import { startPayment } from '../api/start-payment';
import { agencyQuery } from '../api/transfer-service';
import { useUpdateOrder } from '../api/update-order';
import { useOnline } from '../../../lib/hooks/use-online';
import { orderBreakdown } from './order-breakdown';
import { OrderItemTable } from './order-item-table';
import { channelLabel, PayChannelList } from './pay-channel-list';
import { PayConfirmDialog } from './pay-confirm-dialog';
import { PayDue, usePayWindowOver } from './pay-due';
import { PriceBreakdown } from './price-breakdown';
import { ShipToList } from './ship-to-list';
import { TransferService } from './transfer-service';

/**
 * The checkout of one marketplace order (spec 2 "Checkout variants" 1, "Re-pay"): ship-to address
 * for a domestic sale (changing it re-prices the state tax on the server), or for a cross-region
 * sale (BusinessType 2) Holo's warehouse or the transfer service; payment channel, the item table
 * and the summary with Confirm and pay. A paid or closed order shows what became of it.
 */
export function OrderCheckout({ order }: { order: OrderDetail }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const update = useUpdateOrder(order.ID);
  const addresses = useAddresses();
  const windowOver = usePayWindowOver(order.PayDueAt);
  const [chosenCode, setChosenCode] = useState<PayCodeValue | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const autoPicked = useRef(false);

  const unpaid = order.OrderStatus === OrderStatus.Unpaid && !windowOver;
  const needsAddress = order.BusinessType !== 2;
  const transferOn = (order.TransferAddressId ?? null) !== null;
  const sellerSource = order.SellMemberSource;
  const transferOffered = sellerSource !== undefined && transferServiceApplies(order.BuyerMemberSource, sellerSource);
  const payCode = chosenCode ?? order.IsGuarantee;
  const showError = useCallback(
    (error: unknown) => setProblem(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR')),
    [i18n],
  );

  // An order starts without an address: the member's default (first) address is put on it at once,
  // so the state tax and total shown are the ones that will be charged.
  const firstAddress = addresses.data?.[0];
  useEffect(() => {
    if (autoPicked.current || !unpaid || !needsAddress || order.Address !== null || !firstAddress) return;
    autoPicked.current = true;
    update.mutate({ AddressId: firstAddress.Id }, { onSuccess: () => setProblem(null), onError: showError });
  }, [unpaid, needsAddress, order.Address, firstAddress, update, showError]);
  // Until the address book has loaded, the default address may be about to go on the order: paying
  // then would say "no address" to a member who has one.
  const awaitingAddress = needsAddress && order.Address === null && addresses.isPending;

  const chooseAddress = (address: ShippingAddress) => {
    setProblem(null);
    if (address.Id !== order.Address?.AddressId) update.mutate({ AddressId: address.Id }, { onError: showError });
  };
  const chooseTransferAddress = (transferAddressId: number) => {
    setProblem(null);
    if (transferAddressId !== order.TransferAddressId) update.mutate({ TransferAddressId: transferAddressId }, { onError: showError });
  };
  // Off again: back into the warehouse at the same agency (a cross-region sale never takes an address of the book).
  const transferOff = () => {
    setProblem(null);
    update.mutate({ TransferAddressId: null }, { onError: showError });
  };
  const chooseChannel = useCallback(
    (code: PayCodeValue) => {
      setChosenCode(code);
      if (code !== order.IsGuarantee && order.OrderStatus === OrderStatus.Unpaid) update.mutate({ IsGuarantee: code }, { onError: showError });
    },
    [order.IsGuarantee, order.OrderStatus, update, showError],
  );

  function openConfirm() {
    setProblem(null);
    if (needsAddress && order.Address === null) return setProblem(errorText(i18n, 'ADDRESS_NOT_SET'));
    if (!isPayableTotal(order.Total)) return setProblem(errorText(i18n, 'ORDER_TOTAL_TOO_LOW'));
    setConfirming(true);
  }

  async function pay() {
    setPaying(true);
    setProblem(null);
    try {
      await startPayment({ Purpose: 'order', ReferenceId: order.ID, IsGuarantee: payCode });
    } catch (error) {
      setPaying(false);
      showError(error);
    }
  }

  const breakdown = orderBreakdown(order);
  const channelName = i18n._(channelLabel[channelNameOf(payCode)]);
  const code = order.Code;
  return (
    <div className="page pay-page">
      <h1 className="pay-page__title">{t`Checkout`}</h1>
      <p className="pay-muted pay-page__code">{t`Order ${code}`}</p>
      <OrderNotice order={order} windowOver={windowOver} />
      {unpaid && <PayDue payDueAt={order.PayDueAt} />}
      <div className="pay-layout">
        <div className="pay-layout__main">
          {needsAddress ? (
            <section className="pay-block" aria-labelledby="pay-ship-to">
              <h2 id="pay-ship-to" className="pay-block__title">
                {t`Ship to`}
              </h2>
              {unpaid ? (
                <ShipToList selectedId={order.Address?.AddressId ?? null} onSelect={chooseAddress} disabled={update.isPending || paying} />
              ) : (
                order.Address && <OrderAddress address={order.Address} />
              )}
            </section>
          ) : (
            <section className="pay-block" aria-labelledby="pay-ship-to">
              <h2 id="pay-ship-to" className="pay-block__title">
                {t`Ship to`}
              </h2>
              {transferOn && order.Address ? (
                <>
                  <p className="pay-muted">{t`Through the transfer service, to your transfer address:`}</p>
                  <OrderAddress address={order.Address} />
                </>
              ) : (
                <WarehouseDestination sellerSource={sellerSource} />
              )}
            </section>
          )}
          {unpaid && transferOffered && (
            <section className="pay-block" aria-label={t`Transfer service`}>
              <TransferService
                sellerSource={sellerSource}
                chosenId={order.TransferAddressId ?? null}
                onChoose={chooseTransferAddress}
                onOff={transferOff}
                disabled={update.isPending || paying}
              />
            </section>
          )}
          {unpaid && (
            <section className="pay-block" aria-labelledby="pay-method">
              <h2 id="pay-method" className="pay-block__title">
                {t`Payment method`}
              </h2>
              <PayChannelList
                memberSource={order.BuyerMemberSource}
                totalCents={order.Total}
                value={payCode}
                onChange={chooseChannel}
                disabled={paying}
              />
            </section>
          )}
          <section className="pay-block" aria-labelledby="pay-items">
            <h2 id="pay-items" className="pay-block__title">
              {t`Item`}
            </h2>
            <OrderItemTable order={order} />
          </section>
        </div>
        <aside className="pay-layout__side">
          <section className="pay-block pay-summary" aria-labelledby="pay-summary">
            <h2 id="pay-summary" className="pay-block__title">
              {t`Summary`}
            </h2>
            <PriceBreakdown breakdown={breakdown} />
            {unpaid && (
              <>
                <p className="pay-muted pay-summary__method">{t`Pay with: ${channelName}`}</p>
                {problem && (
                  <p className="form-error" role="alert">
                    {problem}
                  </p>
                )}
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  onClick={openConfirm}
                  disabled={!online || update.isPending || paying || awaitingAddress}
                >
                  {t`Confirm and pay`}
                </button>
                {!online && <p className="pay-offline">{t`You are offline: paying needs a connection`}</p>}
              </>
            )}
            <ul className="pay-summary__links">
              <li>
                <Link to="/terms/purchase">{t`Purchase terms`}</Link>
              </li>
              <li>
                <Link to="/terms/process">{t`How payment works`}</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
      {confirming && unpaid && (
        <PayConfirmDialog
          title={t`Confirm and pay`}
          busy={paying}
          online={online}
          problem={problem}
          onPay={() => void pay()}
          onClose={() => {
            setConfirming(false);
            setProblem(null);
          }}
        >
          <p className="pay-dialog__item">{order.Title}</p>
          <PriceBreakdown breakdown={breakdown} />
          <p className="pay-muted">{t`Pay with: ${channelName}`}</p>
        </PayConfirmDialog>
      )}
    </div>
  );
}

/**
 * A cross-region order without the transfer service (issue 31): the seller ships to Holo's
 * warehouse in the seller's region and the card waits in the buyer's warehouse there, to be
 * forwarded later; no address is asked for. The agency's city once it has loaded.
 */
function WarehouseDestination({ sellerSource }: { sellerSource: string | undefined }) {
  const { t } = useLingui();
  const agency = useQuery({ ...agencyQuery(sellerSource ?? ''), enabled: sellerSource !== undefined });
  const city = agency.data?.City;
  if (!city) return <p className="pay-muted">{t`This item ships through Holo's agency: no shipping address is needed now.`}</p>;
  return <p className="pay-muted">{t`Ships to Holo's warehouse in ${city}: you forward it from your warehouse`}</p>;
}

function OrderNotice({ order, windowOver }: { order: OrderDetail; windowOver: boolean }) {
  const { t } = useLingui();
  const item = (
    <Link to={`/carddetails/${order.CommodityID}`} className="pay-notice__link">
      {t`View the item`}
    </Link>
  );
  if (order.OrderStatus === OrderStatus.Unpaid && !windowOver) return null;
  const closed = order.OrderStatus >= OrderStatus.Closed || order.OrderStatus === OrderStatus.Unpaid;
  return (
    <div className={['pay-notice', closed ? 'pay-notice--closed' : 'pay-notice--paid'].join(' ')} role="status">
      <p>{closed ? t`This order was closed: it can no longer be paid.` : t`The order has already been placed and paid.`}</p>
      {item}
    </div>
  );
}

function OrderAddress({ address }: { address: NonNullable<OrderDetail['Address']> }) {
  return (
    <address className="pay-address">
      <strong>{address.Consignee}</strong> {address.Mobile}
      <br />
      {address.Address}, {address.City}, {address.Provice} {address.ZipCode}, {address.Nation}
    </address>
  );
}
