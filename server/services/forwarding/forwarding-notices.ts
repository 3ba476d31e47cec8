/**
 * The member's forwarding notices (SendType 11), written in the transaction of the step they tell
 * of: the parcel was weighed (what to pay, linking to the pay page) and shipped (carrier and
 * tracking). In the member's language; values escaped.
 */
import type { Tx } from '../../db/client';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { usd } from '../../jobs/alert-message';
import { escapeXml } from '../media/svg-text';
import { writeNotification } from '../notifications/write-notification';
import { WAREHOUSE_SEND_TYPE } from '../warehouse/warehouse-notices';
import { carrierNames } from '../../../src/domain/shipping/shipping-rules';
import type { CarrierCode } from '../../../src/domain/shipping/shipping.schema';
import type { WarehouseOrderRow } from './forwarding-reply';

export async function noticeWeighed(tx: Tx, order: WarehouseOrderRow, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, order.memberId);
  await writeNotification(tx, {
    memberId: order.memberId,
    sendType: WAREHOUSE_SEND_TYPE,
    relationId: order.id,
    link: `/pay/warehouse/${order.id}`,
    title: t(/*i18n*/ 'Your parcel {code} was weighed: {total} to pay', { code: order.code, total: usd(order.totalCents ?? 0) }),
    body:
      `<p>${t(/*i18n*/ 'Weight {grams} g. Postage {postage}, tax {tax}, total {total}.', {
        grams: String(order.weightGrams ?? 0),
        postage: escapeXml(usd(order.postageCents ?? 0)),
        tax: escapeXml(usd(order.taxCents ?? 0)),
        total: escapeXml(usd(order.totalCents ?? 0)),
      })}</p>` + `<p>${t(/*i18n*/ 'Pay it and the warehouse sends your parcel on.')}</p>`,
    createdAt: now,
  });
}

export async function noticeForwarded(tx: Tx, order: WarehouseOrderRow, parcel: { carrierCode: CarrierCode; trackingNumber: string }, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, order.memberId);
  await writeNotification(tx, {
    memberId: order.memberId,
    sendType: WAREHOUSE_SEND_TYPE,
    relationId: order.id,
    link: '/myholo/warehouse',
    title: t(/*i18n*/ 'Your parcel {code} is on its way', { code: order.code }),
    body: `<p>${t(/*i18n*/ 'The warehouse sent it with {carrier}, tracking number {tracking}.', {
      carrier: escapeXml(carrierNames[parcel.carrierCode]),
      tracking: escapeXml(parcel.trackingNumber),
    })}</p>`,
    createdAt: now,
  });
}
