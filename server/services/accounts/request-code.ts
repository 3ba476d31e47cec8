/**
 * Sends a registration, password-reset or add-phone code. A human-check token buys one attempt; per
 * destination and purpose a new code may follow the last one after 120 s, and only the newest counts;
 * the per-account throttle counts every request per destination. A transaction-scoped advisory lock
 * on the destination makes two simultaneous requests queue up. The answer never says whether an
 * account exists: a registration code for a taken phone or e-mail becomes a notice to its owner, and
 * a reset code for an unknown account is simply not sent.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import { AppError, badRequest, conflict, tooManyRequests } from '../../http/errors';
import { DeliveryError, type Messenger } from '../../providers/messenger';
import { CODE_EXPIRES_SECONDS, CODE_RESEND_SECONDS } from '../../../src/domain/account/account-rules';
import type { ServiceContext } from '../context';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { hashVerificationCode, newVerificationCode } from './code-hash';
import { takeAccountAttempt } from './take-account-attempt';
import { noticeText, type NoticeText } from '../../i18n/notice-text';

type T = NoticeText['t'];

/**
 * 'add-phone': a signed-in member adding a phone to their account (the phone must be free, like
 * registering); 'change-email': a signed-in member moving their account to a new, free address.
 */
export type CodePurpose = 'register' | 'reset' | 'add-phone' | 'change-email';

export interface CodeRequest {
  purpose: CodePurpose;
  destination: AccountDestination;
  humanTicket: string;
  /** The requester's address, for the human-check provider. */
  remoteIp: string;
  /** The request's language (server/http/request-language.ts): the words of a code sent to someone who is not a member. */
  language?: string;
}

/** What was sent: a code, a notice to the owner of a taken destination, or nothing (unknown account). */
type Delivery = 'code' | 'already-registered' | 'none';

export async function requestCode(ctx: ServiceContext, { purpose, destination, humanTicket, remoteIp, language }: CodeRequest) {
  const field = destination.channel === 'phone' ? 'TelPhone' : 'EMail';
  await takeAccountAttempt(ctx, 'code-request', destination.address, field);
  const human = await ctx.providers.humanCheck.verify(humanTicket, { remoteIp, now: ctx.clock.now() });
  if (!human) throw badRequest('HUMAN_CHECK_FAILED', field);

  const code = newVerificationCode();
  const now = ctx.clock.now();
  const { codeId, delivery, words } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${destination.address}`}))`);
    const member = await findMemberByDestination(tx, destination);
    // Adding a phone is asked by a signed-in member through its own limits: it still names a taken phone.
    if (purpose === 'add-phone' && member) throw conflict('PHONE_TAKEN', field);
    if (purpose === 'change-email' && member) throw conflict('EMAIL_TAKEN', field);
    const delivery: Delivery = purpose === 'register' && member ? 'already-registered' : purpose === 'reset' && !member ? 'none' : 'code';

    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.destination, destination.address), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < CODE_RESEND_SECONDS * 1000) {
      throw tooManyRequests('CODE_RESEND_TOO_SOON', field);
    }
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel: destination.channel,
        destination: destination.address,
        purpose,
        codeHash: hashVerificationCode(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + CODE_EXPIRES_SECONDS * 1000),
      })
      .returning({ id: verificationCodes.id });
    // A row even when no code goes out, so the 120 s resend rule answers alike for every account.
    // A member reads it in the language they saved; someone registering, in the request's.
    return { codeId: row!.id, delivery, words: noticeText(member?.language ?? language) };
  });

  try {
    if (delivery === 'code') await deliverCode(ctx.providers.messenger, destination, purpose, code, words.t);
    if (delivery === 'already-registered') await deliverAlreadyRegistered(ctx.providers.messenger, destination, words.t);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    // The code never left: withdraw it so the member may ask again at once.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw new AppError(502, 'SEND_FAILED', field);
  }
  return { resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_EXPIRES_SECONDS };
}

function deliverAlreadyRegistered(messenger: Messenger, destination: AccountDestination, t: T) {
  if (destination.channel === 'phone') {
    const text = t(/*i18n*/ 'Someone asked to register a Holo account with this phone number, which already has one. Sign in, or use "Forgot password" to choose a new password.');
    return messenger.sendSms(destination.address, text);
  }
  const body = [
    t(/*i18n*/ 'Someone asked to register a Holo account with this e-mail address, which already has one.'),
    t(/*i18n*/ 'If it was you, sign in, or use "Forgot password" on the sign-in page to choose a new password.'),
    t(/*i18n*/ 'If it was not you, you can ignore this message.'),
  ].join('\n\n');
  return messenger.sendEmail(destination.address, t(/*i18n*/ 'You already have a Holo account'), body);
}

function deliverCode(messenger: Messenger, destination: AccountDestination, purpose: CodePurpose, code: string, t: T) {
  const text = t(/*i18n*/ 'Your Holo verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.', {
    code,
    minutes: CODE_EXPIRES_SECONDS / 60,
  });
  if (destination.channel === 'phone') return messenger.sendSms(destination.address, text);
  const reason =
    purpose === 'register'
      ? t(/*i18n*/ 'Enter it on the registration page to finish creating your Holo account.')
      : purpose === 'change-email'
        ? t(/*i18n*/ 'Enter it in your account settings to use this e-mail address for your Holo account.')
        : t(/*i18n*/ 'Enter it on the password reset page to choose a new password.');
  const body = `${text}\n\n${reason}\n\n${t(/*i18n*/ 'If you did not ask for this code, you can ignore this message.')}`;
  return messenger.sendEmail(destination.address, t(/*i18n*/ 'Your Holo verification code'), body);
}
