/**
 * The member's notice when items go for weighing (SendType 11), written in the submit's
 * transaction so it is written exactly once with the order. In the member's language.
 */
import type { Tx } from '../../db/client';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { escapeXml } from '../media/svg-text';
import { writeNotification } from '../notifications/write-notification';
import { WAREHOUSE_SEND_TYPE } from './warehouse-notices';

export interface SubmittedOrder {
  memberId: number;
  warehouseOrderId: number;
  code: string;
  count: number;
  /** The agency's city. */
  place: string;
}

export async function noticeSubmitted(tx: Tx, order: SubmittedOrder, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, order.memberId);
  await writeNotification(tx, {
    memberId: order.memberId,
    sendType: WAREHOUSE_SEND_TYPE,
    relationId: order.warehouseOrderId,
    link: `/myholo/waredetail/${order.warehouseOrderId}`,
    title: t(/*i18n*/ 'Warehouse order {code} was submitted for weighing', { code: order.code }),
    body:
      `<p>${t(/*i18n*/ 'The warehouse in {place} will weigh your parcel and work out its postage.', { place: escapeXml(order.place) })}</p>` +
      `<p>${t(/*i18n*/ 'You will be told when it is weighed and ready to pay.')}</p>`,
    createdAt: now,
  });
}
