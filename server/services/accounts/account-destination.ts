/**
 * Where an account's codes go, and how an account is looked up: a phone is its dialling code plus
 * number ("+1 5551234567"), an e-mail address its lower-cased form.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { nationCodeFor } from '../../../src/domain/account/regions';
import { badRequest } from '../../http/errors';

export type AccountDestination =
  | { channel: 'phone'; country: string; nationCode: string; telPhone: string; address: string }
  | { channel: 'email'; email: string; address: string };

export function phoneDestination(country: string, telPhone: string): AccountDestination {
  const nationCode = nationCodeFor(country);
  if (!nationCode) throw badRequest('COUNTRY_INVALID', 'AreaCode');
  const phone = telPhone.trim();
  return { channel: 'phone', country, nationCode, telPhone: phone, address: `+${nationCode} ${phone}` };
}

export function emailDestination(email: string): AccountDestination {
  const normalised = email.trim().toLowerCase();
  return { channel: 'email', email: normalised, address: normalised };
}

export async function findMemberByDestination(db: Db | Tx, destination: AccountDestination) {
  const where =
    destination.channel === 'phone'
      ? and(eq(members.areaCode, destination.nationCode), eq(members.telPhone, destination.telPhone))
      : eq(sql`lower(${members.email})`, destination.email);
  const [member] = await db.select().from(members).where(where).limit(1);
  return member;
}
