/** The member's notification of the desk's decision (SendType 0, a message from Holo), in the member's language; opening it goes to /merchants. */
import type { Tx } from '../../db/client';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { SendType } from '../../../src/domain/member/notification-types';
import { escapeXml } from '../media/svg-text';
import { writeNotification } from '../notifications/write-notification';

/** `reason` null: approved. */
export async function tellSellerDecision(tx: Tx, memberId: number, reason: string | null, now: Date): Promise<void> {
  const { t } = await memberNoticeText(tx, memberId);
  const approved = reason === null;
  await writeNotification(tx, {
    memberId,
    sendType: SendType.Message,
    title: approved ? t(/*i18n*/ 'Your seller application is approved') : t(/*i18n*/ 'Your seller application was refused'),
    body: approved
      ? `<p>${escapeXml(t(/*i18n*/ 'Welcome, seller! Open the merchant status page and press Start Selling to open your seller site.'))}</p>`
      : `<p>${escapeXml(t(/*i18n*/ 'The seller audit refused your application: {reason}', { reason }))}</p><p>${escapeXml(t(/*i18n*/ 'You can reapply from the merchant status page.'))}</p>`,
    link: '/merchants',
    createdAt: now,
  });
}
