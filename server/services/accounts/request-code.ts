/**
 * Sends a registration, password-reset or add-phone code. A human-check ticket buys one attempt; per
 * destination and purpose a new code may follow the last one after 120 s, and only the newest counts.
 * A transaction-scoped advisory lock on the destination makes two simultaneous requests queue up.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema';
import { AppError, badRequest, conflict, tooManyRequests } from '../../http/errors';
import { DeliveryError, type Messenger } from '../../providers/messenger';
import { CODE_EXPIRES_SECONDS, CODE_RESEND_SECONDS } from '../../../src/domain/account/account-rules';
import type { ServiceContext } from '../context';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { hashVerificationCode, newVerificationCode } from './code-hash';
import { redeemHumanTicket } from './redeem-human-ticket';

/** 'add-phone': a signed-in member adding a phone to their account (the phone must be free, like registering). */
export type CodePurpose = 'register' | 'reset' | 'add-phone';

export interface CodeRequest {
  purpose: CodePurpose;
  destination: AccountDestination;
  humanTicket: string;
}

export async function requestCode(ctx: ServiceContext, { purpose, destination, humanTicket }: CodeRequest) {
  const field = destination.channel === 'phone' ? 'TelPhone' : 'EMail';
  if (!(await redeemHumanTicket(ctx, humanTicket))) throw badRequest('HUMAN_CHECK_FAILED', field);

  const code = newVerificationCode();
  const now = ctx.clock.now();
  const codeId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${destination.address}`}))`);
    const member = await findMemberByDestination(tx, destination);
    if (purpose !== 'reset' && member) throw conflict(field === 'TelPhone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN', field);
    if (purpose === 'reset' && !member) throw new AppError(404, 'ACCOUNT_NOT_FOUND', field);

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
    return row!.id;
  });

  try {
    await deliverCode(ctx.providers.messenger, destination, purpose, code);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    // The code never left: withdraw it so the member may ask again at once.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    throw new AppError(502, 'SEND_FAILED', field);
  }
  return { resendAfterSeconds: CODE_RESEND_SECONDS, expiresInSeconds: CODE_EXPIRES_SECONDS };
}

function deliverCode(messenger: Messenger, destination: AccountDestination, purpose: CodePurpose, code: string) {
  const minutes = CODE_EXPIRES_SECONDS / 60;
  const text = `Your Holo verification code is ${code}. It expires in ${minutes} minutes.`;
  if (destination.channel === 'phone') return messenger.sendSms(destination.address, text);
  const reason =
    purpose === 'register'
      ? 'Enter it on the registration page to finish creating your Holo account.'
      : 'Enter it on the password reset page to choose a new password.';
  const body = `${text}\n\n${reason}\n\nIf you did not ask for this code, you can ignore this message.`;
  return messenger.sendEmail(destination.address, 'Your Holo verification code', body);
}
