/**
 * A signed-in member moves their account to a new e-mail address (spec 3 section 5 "Email edit"),
 * with a code sent to the NEW address (purpose 'change-email'): the code request refuses an address
 * another member holds (409 EMAIL_TAKEN), and so does the change, finally through the unique index.
 * The address is stored lower-cased, like registration.
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import type { ServiceContext } from '../context';
import { memberNoticeText } from '../../i18n/member-notice-text';
import { emailDestination, findMemberByDestination } from './account-destination';
import { requestCode } from './request-code';
import { uniqueViolationOf } from './unique-violation';
import { consumeCode, verifyCode } from './verify-code';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';

export interface EmailCodeRequest {
  email: string;
  humanTicket: string;
  remoteIp: string;
}

/** Sends the code that proves the member holds the new address. */
export async function requestEmailChangeCode(ctx: ServiceContext, memberId: number, input: EmailCodeRequest) {
  const destination = emailDestination(input.email);
  const { language } = await memberNoticeText(ctx.db, memberId);
  return requestCode(ctx, { purpose: 'change-email', destination, humanTicket: input.humanTicket, remoteIp: input.remoteIp, language });
}

/** Checks the code and saves the address; a wrong code is counted (and committed) before it is reported. */
export async function changeEmail(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, input: { email: string; code: string }) {
  const destination = emailDestination(input.email);
  await takeAccountAttempt(ctx, 'code-check', destination.address, 'Code');
  const now = ctx.clock.now();
  const verdict = await ctx.db
    .transaction(async (tx) => {
      const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      if (!member) throw unauthorized();
      const checked = await verifyCode(tx, { destination: destination.address, purpose: 'change-email', code: input.code, now });
      if (!checked.ok) return checked;
      const holder = await findMemberByDestination(tx, destination);
      if (holder && holder.id !== memberId) throw conflict('EMAIL_TAKEN', 'EMail');
      await tx.update(members).set({ email: destination.address }).where(eq(members.id, memberId));
      await consumeCode(tx, checked.codeId, now);
      return checked;
    })
    .catch((error: unknown) => {
      throw uniqueViolationOf(error) === 'members_email_key' ? conflict('EMAIL_TAKEN', 'EMail') : error;
    });
  if (!verdict.ok) throw badRequest(verdict.failure, 'Code');
  await clearAccountAttempts(ctx, 'code-check', destination.address);
}
