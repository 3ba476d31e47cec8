import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { StoreOrderStatus } from '../../../domain/cart/store-order.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import type { StoreOrderPage } from '../../../domain/orders/order-page.schema';
import { orderStage } from '../../../domain/orders/order-stage';
import { storeOrderSteps } from '../../../domain/orders/order-stepper';
import { useStoreOrderPage } from '../api/get-order-page';
import { AutoFinishNote } from '../components/auto-finish-note';
import { ItemTable } from '../components/item-table';
import { StoreOrderActions } from '../components/order-actions-for';
import { BuyerInfo, DetailSection } from '../components/order-detail-sections';
import { OrderDetailView } from '../components/order-detail-view';
import { OrderPageProblem } from '../components/order-page-problem';
import { statusTone, storeOrderStatusText } from '../components/order-status';
import { PaymentNotice } from '../components/payment-notice';
import { PriceLines } from '../components/price-lines';
import { ShippingInfo } from '../components/shipping-info';
import { useStorePostageText } from '../components/store-postage';
import { readOrderId } from './order-id';

const LIST_HREF = '/myholo/mallorder';

/** /myholo/orderdetail/{id}: a store order's detail page, for its buyer or the store's seller. */
export function StoreOrderDetailPage() {
  const id = readOrderId(useParams().id);
  const page = useStoreOrderPage(id ?? 0);
  if (id === null) return <OrderPageProblem error={null} backHref={LIST_HREF} onRetry={() => {}} />;
  if (page.isPending) return <PageLoading />;
  if (!page.data) return <OrderPageProblem error={page.error} backHref={LIST_HREF} onRetry={() => void page.refetch()} />;
  return <StoreOrderDetail order={page.data} refetch={page.refetch} />;
}

function StoreOrderDetail({ order, refetch }: { order: StoreOrderPage; refetch: () => unknown }) {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const buyer = order.Viewer === 'buyer';
  const stage = orderStage(order.OrderStatus, order.IsReceive);
  const onTimeUp = useCallback(() => void refetch(), [refetch]);
  const postage = useStorePostageText(order);
  const address = order.AddressMsg;
  const total = buyer ? order.PriceTotal : order.SellerTotal;
  const breakdown = buyer
    ? [
        { label: t`Items`, amount: usd(order.OrderAmount) },
        ...(order.DiscountAmount > 0 ? [{ label: t`Coupons`, amount: `−${usd(order.DiscountAmount)}` }] : []),
        { label: t`Shipping`, amount: postage },
        { label: t`Tax`, amount: usd(order.TaxAmount) },
      ]
    : [
        { label: t`Items`, amount: usd(order.OrderAmount) },
        { label: t`Shipping`, amount: postage },
      ];
  return (
    <OrderDetailView
      code={order.OrderCode}
      statusText={i18n._(storeOrderStatusText(order.OrderStatus))}
      statusTone={statusTone(order.OrderStatus, 6)}
      createdAt={order.CreateDate}
      viewer={order.Viewer}
      back={buyer ? { href: LIST_HREF, label: t`Back to your store orders` } : null}
      notices={
        <>
          <PaymentNotice stage={stage} payDueAt={order.PayDueAt} paidAt={order.PayDateTime} onTimeUp={onTimeUp} />
          {order.OrderStatus === StoreOrderStatus.Shipped && order.AutoFinishAt && <AutoFinishNote at={order.AutoFinishAt} viewer={order.Viewer} />}
        </>
      }
      steps={storeOrderSteps(order)}
      actions={<StoreOrderActions order={order} viewer={order.Viewer} withDetails={false} />}
      main={
        <>
          <DetailSection id="order-items" title={order.StoreName}>
            <ItemTable
              lines={order.CommodityList.map((line) => ({
                key: line.ConditionId,
                title: line.Title,
                href: `/storedetails/${line.CommodityId}`,
                image: line.Imgs[0],
                detail: line.ConditionName,
                quantity: line.Quantity,
                amount: usd(line.Price * line.Quantity),
              }))}
              shipping={postage}
              total={usd(total)}
            />
          </DetailSection>
          {(stage === 'shipped' || stage === 'finished' || Boolean(order.LogisticsCode)) && (
            <ShippingInfo
              order={{ kind: 'store_order', id: order.Id }}
              carrierName={order.LogisticsCompanyName}
              trackingNumber={order.LogisticsCode}
              shippedAt={order.SendDateTime}
            />
          )}
        </>
      }
      aside={
        <>
          <BuyerInfo
            nickname={order.BuyerName}
            shipTo={{
              name: address.Consignee,
              phone: address.Telephone,
              lines: [address.AddressDetail, [address.CityName, address.ProvinceName, address.PostalCode].filter(Boolean).join(', ')],
            }}
          />
          <DetailSection id="order-price" title={t`Price`}>
            <PriceLines lines={breakdown} total={usd(total)} />
          </DetailSection>
        </>
      }
    />
  );
}
