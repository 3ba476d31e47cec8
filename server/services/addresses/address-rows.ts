/**
 * Shared pieces of the address use cases. Every change first locks the member's row, so changes to
 * one member's book run one after another and the "exactly one default while addresses exist" rule
 * holds under concurrent requests.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, members } from '../../db/schema';
import { notFound, unauthorized } from '../../http/errors';
import type { normalizeAddress, ShippingAddress } from '../../../src/domain/address/address.schema';

export type DbOrTx = Db | Tx;
export type AddressRow = typeof addresses.$inferSelect;

/** Locks the member (serialising their address changes) and answers their region. */
export async function lockMemberBook(tx: DbOrTx, memberId: number): Promise<{ memberSource: string }> {
  const [member] = await tx
    .select({ memberSource: members.memberSource })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw unauthorized();
  return member;
}

/** One of the member's addresses; another member's id answers 404 as an unknown one does. */
export async function findOwnAddress(tx: DbOrTx, memberId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .limit(1);
  if (!row) throw notFound('ADDRESS_NOT_FOUND');
  return row;
}

/** The member's addresses, default first, then newest first. */
export function memberAddresses(tx: DbOrTx, memberId: number): Promise<AddressRow[]> {
  return tx
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** The columns an address book row and a transfer address share, from a normalised address. */
export function postalColumns(v: ReturnType<typeof normalizeAddress>) {
  return {
    userName: v.UserName,
    country: v.Country,
    streetAddress: v.StreetAddress,
    streetAddress2: v.StreetAddress2,
    city: v.City,
    state: v.State,
    zipCode: v.ZipCode,
    phone: v.Phone,
  };
}

/** Makes `id` the member's only default in one statement. */
export async function makeOnlyDefault(tx: DbOrTx, memberId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: eq(addresses.id, id) })
    .where(eq(addresses.memberId, memberId));
}

export function toShippingAddress(row: AddressRow): ShippingAddress {
  return {
    Id: row.id,
    UserName: row.userName,
    Country: row.country,
    StreetAddress: row.streetAddress,
    StreetAddress2: row.streetAddress2,
    City: row.city,
    State: row.state,
    StateCode: row.stateCode,
    ZipCode: row.zipCode,
    Phone: row.phone,
    IsDefault: row.isDefault,
  };
}
