import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { formatUsd } from '../../../domain/format/format-usd';
import type { OrderPage } from '../../../domain/orders/order-page.schema';
import { orderStage } from '../../../domain/orders/order-stage';
import { marketplaceOrderSteps } from '../../../domain/orders/order-stepper';
import { OrderStatus } from '../../../domain/orders/order.schema';
import { useOrderPage } from '../api/get-order-page';
import { WarehouseNotes } from '../components/warehouse-notes';
import { AutoFinishNote } from '../components/auto-finish-note';
import { ItemTable } from '../components/item-table';
import { MarketplaceOrderActions } from '../components/order-actions-for';
import { BuyerInfo, DetailSection } from '../components/order-detail-sections';
import { OrderDetailView } from '../components/order-detail-view';
import { OrderPageProblem } from '../components/order-page-problem';
import { orderStatusText, statusTone } from '../components/order-status';
import { PaymentNotice } from '../components/payment-notice';
import { PriceLines } from '../components/price-lines';
import { ShippingInfo } from '../components/shipping-info';
import { readOrderId } from './order-id';

const LIST_HREF = '/myholo/purchase';

/** /myholo/detail/{orderId}: a card order's detail page, for its buyer or its seller. */
export function OrderDetailPage() {
  const id = readOrderId(useParams().orderId);
  const page = useOrderPage(id ?? 0);
  if (id === null) return <OrderPageProblem error={null} backHref={LIST_HREF} onRetry={() => {}} />;
  if (page.isPending) return <PageLoading />;
  if (!page.data) return <OrderPageProblem error={page.error} backHref={LIST_HREF} onRetry={() => void page.refetch()} />;
  return <OrderDetail order={page.data} refetch={page.refetch} />;
}

function OrderDetail({ order, refetch }: { order: OrderPage; refetch: () => unknown }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const buyer = order.Viewer === 'buyer';
  const stage = orderStage(order.OrderStatus, order.IsReceive);
  const onTimeUp = useCallback(() => void refetch(), [refetch]);
  const address = order.Address;
  const total = buyer ? order.Total : order.SellerTotal;
  const breakdown = buyer
    ? [
        { label: t`Item`, amount: usd(order.USD_Price) },
        { label: t`Shipping`, amount: usd(order.PostageMoney) },
        { label: t`Buyer premium`, amount: usd(order.ServiceFee) },
        { label: t`Tax`, amount: usd(order.TaxPrice) },
        ...(order.Discount > 0 ? [{ label: t`Discount`, amount: `−${usd(order.Discount)}` }] : []),
      ]
    : [
        { label: t`Item`, amount: usd(order.USD_Price) },
        { label: t`Shipping`, amount: usd(order.PostageMoney) },
      ];
  return (
    <OrderDetailView
      code={order.Code}
      statusText={i18n._(orderStatusText(order.OrderStatus))}
      statusTone={statusTone(order.OrderStatus, 6)}
      createdAt={order.CreateDate}
      viewer={order.Viewer}
      back={buyer ? { href: LIST_HREF, label: t`Back to your purchases` } : null}
      notices={
        <>
          <PaymentNotice stage={stage} payDueAt={order.PayDueAt} paidAt={order.PaidAt} onTimeUp={onTimeUp} />
          {order.OrderStatus === OrderStatus.Shipped && order.AutoFinishAt && !order.ToWarehouse && <AutoFinishNote at={order.AutoFinishAt} viewer={order.Viewer} />}
          <WarehouseNotes order={order} />
        </>
      }
      steps={marketplaceOrderSteps(order)}
      actions={<MarketplaceOrderActions order={order} viewer={order.Viewer} withDetails={false} />}
      main={
        <>
          <DetailSection id="order-items" title={t`Items`}>
            <ItemTable
              lines={[{ key: order.CommodityID, title: order.Title, href: `/carddetails/${order.CommodityID}`, image: order.TitImg, quantity: 1, amount: usd(order.USD_Price) }]}
              shipping={usd(order.PostageMoney)}
              total={usd(total)}
            />
          </DetailSection>
          {(stage === 'shipped' || stage === 'finished' || Boolean(order.ExpressCode)) && (
            <ShippingInfo order={{ kind: 'order', id: order.ID }} carrierName={order.ExpressName} trackingNumber={order.ExpressCode} shippedAt={order.SendTime} />
          )}
        </>
      }
      aside={
        <>
          <BuyerInfo
            nickname={order.BuyerName}
            shipTo={address && { name: address.Consignee, phone: address.Mobile, lines: [address.Address, [address.City, address.Provice, address.ZipCode].filter(Boolean).join(', '), address.Nation] }}
          />
          <DetailSection id="order-price" title={t`Price`}>
            <PriceLines lines={breakdown} total={usd(total)} />
          </DetailSection>
        </>
      }
    />
  );
}
