/**
 * An ID verification application (spec 1 "ID verification"): at most one processing at a time, none
 * once verified, up to 3 in a rolling 24 hours. The member row is locked for the whole application,
 * so a double submit queues behind the first and then finds it in progress. The provider is asked
 * inside that lock: its answer (verdict and delay) is part of the row written.
 */
import { and, eq } from 'drizzle-orm';
import { idVerifications, members } from '../../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors';
import {
  isAdultBirthDate,
  VERIFY_ATTEMPTS_PER_DAY,
  VerifyStatus,
  type VerificationBody,
  type VerificationStateReply,
} from '../../../src/domain/account/verification.schema';
import type { ServiceContext } from '../context';
import { decideDueVerifications } from './decide-due-verifications';
import { applicationsInWindow, readVerificationState } from './get-verification-state';

export async function submitVerification(ctx: ServiceContext, memberId: number, body: VerificationBody): Promise<VerificationStateReply> {
  const now = ctx.clock.now();
  if (!isAdultBirthDate(body.DateOfBirth, now)) throw badRequest('BIRTH_DATE_INVALID', 'DateOfBirth');
  // A verdict that is already due counts before the checks (a declined member may apply again).
  await decideDueVerifications(ctx, { memberId });

  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ verifyStatus: members.verifyStatus })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member) throw unauthorized();
    if (member.verifyStatus === VerifyStatus.Verified) throw conflict('VERIFY_ALREADY_DONE');
    const [processing] = await tx
      .select({ id: idVerifications.id })
      .from(idVerifications)
      .where(and(eq(idVerifications.memberId, memberId), eq(idVerifications.status, VerifyStatus.Processing)))
      .limit(1);
    if (processing) throw conflict('VERIFY_IN_PROGRESS');
    if ((await applicationsInWindow(tx, memberId, now)).length >= VERIFY_ATTEMPTS_PER_DAY) {
      throw tooManyRequests('VERIFY_ATTEMPTS_EXCEEDED');
    }

    const documentNumber = body.DocumentNumber.trim().toUpperCase();
    const answer = await ctx.providers.identity.submit({
      firstName: body.FirstName,
      lastName: body.LastName,
      dateOfBirth: body.DateOfBirth,
      documentNumber,
      country: body.Country,
    });
    await tx.insert(idVerifications).values({
      memberId,
      firstName: body.FirstName,
      lastName: body.LastName,
      dateOfBirth: body.DateOfBirth,
      documentLast4: documentNumber.slice(-4),
      country: body.Country,
      status: VerifyStatus.Processing,
      decideAt: new Date(now.getTime() + answer.decideAfterMs),
      verdict: answer.verdict,
      reason: answer.reason,
      createdAt: now,
    });
    await tx.update(members).set({ verifyStatus: VerifyStatus.Processing }).where(eq(members.id, memberId));
    return readVerificationState(tx, memberId, now);
  });
}
