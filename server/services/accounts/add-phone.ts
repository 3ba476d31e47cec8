/**
 * Adds a phone to the signed-in member's account with the code sent to it. One transaction with the
 * member row locked: a wrong code is counted and nothing else changes; a phone another member holds
 * (checked, and then enforced by the unique index) is PHONE_TAKEN.
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { ServiceContext } from '../context';
import { findMemberByDestination } from './account-destination';
import { assertHasNoPhone, newPhoneDestination } from './new-phone';
import { uniqueViolationOf } from './unique-violation';
import { consumeCode, verifyCode } from './verify-code';

export interface AddPhoneInput {
  country: string;
  telPhone: string;
  code: string;
}

export async function addPhone(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, input: AddPhoneInput) {
  const destination = newPhoneDestination(input.country, input.telPhone);
  const now = ctx.clock.now();
  const verdict = await ctx.db
    .transaction(async (tx) => {
      await assertHasNoPhone(tx, memberId, true);
      const checked = await verifyCode(tx, { destination: destination.address, purpose: 'add-phone', code: input.code, now });
      if (!checked.ok) return checked;
      if (await findMemberByDestination(tx, destination)) throw conflict('PHONE_TAKEN', 'TelPhone');
      await tx
        .update(members)
        .set({ areaCode: destination.nationCode, phoneCountry: input.country, telPhone: destination.telPhone })
        .where(eq(members.id, memberId));
      await consumeCode(tx, checked.codeId, now);
      return checked;
    })
    .catch((error: unknown) => {
      throw uniqueViolationOf(error) === 'members_phone_key' ? conflict('PHONE_TAKEN', 'TelPhone') : error;
    });
  if (!verdict.ok) throw badRequest(verdict.failure, 'Code');
}
