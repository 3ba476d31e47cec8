import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { transferAddresses } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { TransferAddress } from '../../../src/domain/address/transfer-address.schema';

export type TransferAddressRow = typeof transferAddresses.$inferSelect;

/** One of the member's transfer addresses; another member's id answers 404 as an unknown one does. */
export async function findOwnTransferAddress(db: Db | Tx, memberId: number, id: number): Promise<TransferAddressRow> {
  const [row] = await db
    .select()
    .from(transferAddresses)
    .where(and(eq(transferAddresses.id, id), eq(transferAddresses.memberId, memberId)));
  if (!row) throw notFound('ADDRESS_NOT_FOUND');
  return row;
}

export function toTransferAddress(row: TransferAddressRow): TransferAddress {
  return {
    Id: row.id,
    UserName: row.userName,
    Country: row.country,
    StreetAddress: row.streetAddress,
    StreetAddress2: row.streetAddress2,
    City: row.city,
    State: row.state,
    ZipCode: row.zipCode,
    Phone: row.phone,
  };
}
