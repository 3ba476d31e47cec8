/** The member's notification of the tax desk's decision (SendType 1, order news), in their language. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import { noticeText } from '../../i18n/notice-text';
import { SendType } from '../../../src/domain/member/notification-types';
import { formatUsd } from '../../../src/domain/format/format-usd';
import { writeNotification } from '../notifications/write-notification';

export const TAX_REFUND_PAGE = '/myholo/taxrefund';

export async function tellTaxDecision(tx: Tx, memberId: number, applicationId: number, decision: { refundedCents: number } | { reason: string }, now: Date): Promise<void> {
  const [member] = await tx.select({ language: members.language }).from(members).where(eq(members.id, memberId));
  const { t } = noticeText(member?.language);
  const refunded = 'refundedCents' in decision;
  const title = refunded ? t(/*i18n*/ 'Your tax refund was approved') : t(/*i18n*/ 'Your tax refund application was rejected');
  const body = refunded
    ? t(/*i18n*/ '{amount} was added to your CHP balance.', { amount: formatUsd(decision.refundedCents, member?.language ?? 'en') })
    : t(/*i18n*/ 'Reason: {reason}', { reason: decision.reason });
  await writeNotification(tx, { memberId, sendType: SendType.Order, title, body: escapeHtml(body), relationId: applicationId, link: TAX_REFUND_PAGE, createdAt: now });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
