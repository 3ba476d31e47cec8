/**
 * An ID verification application (spec 1 "ID verification"): at most one processing at a time, none
 * once verified, up to 3 in a rolling 24 hours. The member row is locked for the whole application,
 * so a double submit queues behind the first and then finds it in progress. The provider is asked
 * inside that lock: its answer (verdict and delay) is part of the row written. Two forms lead here:
 * the ID document form (any member) and the US identity form (US members only, spec 1 section 5).
 */
import { and, eq } from 'drizzle-orm';
import { idVerifications, members } from '../../db/schema';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import type { IdentityApplication } from '../../providers/identity';
import { normalizeUsIdentity, US_DIAL_CODE, type UsIdentityBody } from '../../../src/domain/account/us-identity.schema';
import { isAdultBirthDate, VERIFY_ATTEMPTS_PER_DAY, type VerificationBody, type VerificationStateReply } from '../../../src/domain/account/verification.schema';
import { VerifyStatus } from '../../../src/domain/account/verify-status';
import type { ServiceContext } from '../context';
import { decideDueVerifications } from './decide-due-verifications';
import { applicationsInWindow, readVerificationState } from './get-verification-state';

/** The ID document form. */
export async function submitVerification(ctx: ServiceContext, memberId: number, body: VerificationBody): Promise<VerificationStateReply> {
  const documentNumber = body.DocumentNumber.trim().toUpperCase();
  const application: IdentityApplication = {
    kind: 'document',
    firstName: body.FirstName,
    lastName: body.LastName,
    dateOfBirth: body.DateOfBirth,
    documentNumber,
    country: body.Country,
  };
  return apply(ctx, memberId, application, () => true, {
    firstName: body.FirstName,
    lastName: body.LastName,
    dateOfBirth: body.DateOfBirth,
    documentLast4: documentNumber.slice(-4),
    country: body.Country,
  });
}

/**
 * The US identity form. Only US members may use it (403 VERIFY_US_FORM_ONLY). The phone is stored
 * with its +1; of the SSN only the 4 digits asked are stored, also as the application's document_last4
 * (the SSN is this form's identifying number).
 */
export async function submitUsVerification(ctx: ServiceContext, memberId: number, body: UsIdentityBody): Promise<VerificationStateReply> {
  const v = normalizeUsIdentity(body);
  const phone = `${US_DIAL_CODE}${v.Phone}`;
  const application: IdentityApplication = {
    kind: 'us',
    firstName: v.FirstName,
    lastName: v.LastName,
    dateOfBirth: v.DateOfBirth,
    ssnLast4: v.SsnLast4,
    phone,
    address: { line1: v.Street, postalCode: v.PostalCode, city: v.City, subdivision: v.StateCode, country: 'US' },
  };
  return apply(ctx, memberId, application, (memberSource) => memberSource === 'US', {
    firstName: v.FirstName,
    lastName: v.LastName,
    dateOfBirth: v.DateOfBirth,
    documentLast4: v.SsnLast4,
    country: 'US',
    ssnLast4: v.SsnLast4,
    phone,
    street: v.Street,
    postalCode: v.PostalCode,
    city: v.City,
    stateCode: v.StateCode,
  });
}

type ApplicationRow = Omit<typeof idVerifications.$inferInsert, 'memberId' | 'status' | 'decideAt' | 'verdict' | 'reason' | 'createdAt'>;

async function apply(
  ctx: ServiceContext,
  memberId: number,
  application: IdentityApplication,
  formAllowed: (memberSource: string) => boolean,
  row: ApplicationRow,
): Promise<VerificationStateReply> {
  const now = ctx.clock.now();
  if (!isAdultBirthDate(application.dateOfBirth, now)) throw badRequest('BIRTH_DATE_INVALID', 'DateOfBirth');
  // A verdict that is already due counts before the checks (a declined member may apply again).
  await decideDueVerifications(ctx, { memberId });

  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ verifyStatus: members.verifyStatus, memberSource: members.memberSource })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member) throw unauthorized();
    if (!formAllowed(member.memberSource)) throw forbidden('VERIFY_US_FORM_ONLY');
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

    const answer = await ctx.providers.identity.submit(application);
    await tx.insert(idVerifications).values({
      ...row,
      memberId,
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
