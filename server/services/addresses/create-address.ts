/** POST /api/me/addresses. The first address is the default; IsDefault true moves the default to the new one. */
import { count, eq } from 'drizzle-orm';
import { MAX_ADDRESSES, normalizeAddress, type AddressBody, type ShippingAddress } from '../../../src/domain/address/address.schema';
import { addresses } from '../../db/schema';
import { errorWithValues } from '../../http/errors';
import type { ServiceContext } from '../context';
import { assertAddressRules } from './assert-address-rules';
import { lockMemberBook, makeOnlyDefault, postalColumns, toShippingAddress } from './address-rows';

export async function createAddress(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number, body: AddressBody): Promise<ShippingAddress> {
  return ctx.db.transaction(async (tx) => {
    const { memberSource } = await lockMemberBook(tx, memberId);
    assertAddressRules(body, memberSource);
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
    const saved = existing?.n ?? 0;
    if (saved >= MAX_ADDRESSES) throw errorWithValues(409, 'ADDRESS_LIMIT_REACHED', { limit: MAX_ADDRESSES });
    const v = normalizeAddress(body);
    const [row] = await tx
      .insert(addresses)
      .values({
        memberId,
        ...postalColumns(v),
        stateCode: v.StateCode,
        isDefault: saved === 0,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (saved > 0 && body.IsDefault) {
      await makeOnlyDefault(tx, memberId, row!.id);
      return toShippingAddress({ ...row!, isDefault: true });
    }
    return toShippingAddress(row!);
  });
}
