/** POST /api/me/transfer-addresses: a new transfer address in an agency region (rules in transfer-address.schema.ts). */
import { count, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { transferAddresses } from '../../db/schema';
import { errorWithValues } from '../../http/errors';
import { normalizeAddress } from '../../../src/domain/address/address.schema';
import { MAX_TRANSFER_ADDRESSES, type TransferAddress, type TransferAddressBody } from '../../../src/domain/address/transfer-address.schema';
import { lockMemberBook, postalColumns } from '../addresses/address-rows';
import { toTransferAddress } from './transfer-address-rows';

export async function createTransferAddress(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, body: TransferAddressBody): Promise<TransferAddress> {
  return ctx.db.transaction(async (tx) => {
    // The member's row lock makes the limit hold when two saves race.
    await lockMemberBook(tx, memberId);
    const [existing] = await tx.select({ n: count() }).from(transferAddresses).where(eq(transferAddresses.memberId, memberId));
    if ((existing?.n ?? 0) >= MAX_TRANSFER_ADDRESSES) throw errorWithValues(409, 'ADDRESS_LIMIT_REACHED', { limit: MAX_TRANSFER_ADDRESSES });
    const v = normalizeAddress(body);
    const [row] = await tx
      .insert(transferAddresses)
      .values({
        memberId,
        ...postalColumns(v),
        createdAt: ctx.clock.now(),
      })
      .returning();
    return toTransferAddress(row!);
  });
}
