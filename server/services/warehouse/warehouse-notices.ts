/**
 * The buyer's warehouse notifications (SendType 11), written in the same transaction as the step
 * they tell of, so each is written exactly once with it: the card arrived at the warehouse, and its
 * condition photos are ready to check within 48 hours. In the buyer's language; values escaped.
 */
import type { Tx } from '../../db/client';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { escapeXml } from '../media/svg-text';
import { writeNotification } from '../notifications/write-notification';

export const WAREHOUSE_SEND_TYPE = 11;

export interface WarehouseNoticeItem {
  memberId: number;
  orderId: number;
  title: string;
  /** Where the warehouse is (the agency's city). */
  place: string;
}

const orderPage = (item: WarehouseNoticeItem) => `/myholo/detail/${item.orderId}`;

export async function noticeReceived(tx: Tx, item: WarehouseNoticeItem, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, item.memberId);
  await writeNotification(tx, {
    memberId: item.memberId,
    sendType: WAREHOUSE_SEND_TYPE,
    relationId: item.orderId,
    link: orderPage(item),
    title: t(/*i18n*/ "Your card arrived at Holo's warehouse in {place}", { place: item.place }),
    body:
      `<p>${t(/*i18n*/ "{title} arrived at Holo's warehouse in {place}.", { title: escapeXml(item.title), place: escapeXml(item.place) })}</p>` +
      `<p>${t(/*i18n*/ 'The warehouse is checking its condition; you will be told when the photos are ready.')}</p>`,
    createdAt: now,
  });
}

export async function noticeChecked(tx: Tx, item: WarehouseNoticeItem, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, item.memberId);
  await writeNotification(tx, {
    memberId: item.memberId,
    sendType: WAREHOUSE_SEND_TYPE,
    relationId: item.orderId,
    link: orderPage(item),
    title: t(/*i18n*/ "Check your card's condition within 48 hours"),
    body:
      `<p>${t(/*i18n*/ "The warehouse photographed {title}. Open the order and choose Confirm receipt to see the photos.", { title: escapeXml(item.title) })}</p>` +
      `<p>${t(/*i18n*/ 'If you neither confirm nor open a case within 48 hours, the card counts as confirmed.')}</p>`,
    createdAt: now,
  });
}
