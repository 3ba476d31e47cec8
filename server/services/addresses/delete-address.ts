/**
 * DELETE /api/me/addresses/:id. The default address cannot be deleted while the member has others
 * (spec 3: "Default address cannot be deleted"): they pick another default first. The only address
 * may be deleted; orders keep their own copy of the address.
 */
import { and, eq, ne } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { ServiceContext } from '../context';
import { findOwnAddress, lockMemberBook } from './address-rows';

export async function deleteAddress(ctx: Pick<ServiceContext, 'db'>, memberId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockMemberBook(tx, memberId);
    const row = await findOwnAddress(tx, memberId, id);
    if (row.isDefault) {
      const [other] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.memberId, memberId), ne(addresses.id, id)))
        .limit(1);
      if (other) throw conflict('ADDRESS_DEFAULT_UNDELETABLE');
    }
    await tx.delete(addresses).where(eq(addresses.id, id));
  });
}
