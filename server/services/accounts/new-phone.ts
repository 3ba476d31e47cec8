import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { checkPhone } from '../../../src/domain/account/account-rules';
import { nationCodeFor } from '../../../src/domain/account/regions';
import { phoneDestination, type AccountDestination } from './account-destination';

export type PhoneDestination = Extract<AccountDestination, { channel: 'phone' }>;

/** The phone a member is adding, checked by its region's rules (spec 1 section 5). */
export function newPhoneDestination(country: string, telPhone: string): PhoneDestination {
  if (!nationCodeFor(country)) throw badRequest('COUNTRY_INVALID', 'Country');
  const problem = checkPhone(telPhone, country);
  if (problem) throw badRequest(problem, 'TelPhone');
  // phoneDestination always builds the phone variant.
  return phoneDestination(country, telPhone) as PhoneDestination;
}

/** A phone cannot be changed once set (spec 1 section 5): only a member without one may add one (else 409 PHONE_ALREADY_SET). */
export async function assertHasNoPhone(db: Db | Tx, memberId: number, lock = false) {
  const query = db.select({ telPhone: members.telPhone }).from(members).where(eq(members.id, memberId));
  const [member] = lock ? await query.for('update') : await query;
  if (!member) throw unauthorized();
  if (member.telPhone) throw conflict('PHONE_ALREADY_SET', 'TelPhone');
}
