/** POST /api/me/addresses/:id/default: this address becomes the only default (already default: no change). */
import type { ShippingAddress } from '../../../src/domain/address/address.schema';
import type { ServiceContext } from '../context';
import { findOwnAddress, lockMemberBook, makeOnlyDefault, toShippingAddress } from './address-rows';

export async function setDefaultAddress(ctx: Pick<ServiceContext, 'db'>, memberId: number, id: number): Promise<ShippingAddress> {
  return ctx.db.transaction(async (tx) => {
    await lockMemberBook(tx, memberId);
    const row = await findOwnAddress(tx, memberId, id);
    if (!row.isDefault) await makeOnlyDefault(tx, memberId, id);
    return toShippingAddress({ ...row, isDefault: true });
  });
}
