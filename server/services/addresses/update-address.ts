/** PUT /api/me/addresses/:id: new field values; IsDefault true also makes it the default (false changes nothing). */
import { eq } from 'drizzle-orm';
import { normalizeAddress, type AddressBody, type ShippingAddress } from '../../../src/domain/address/address.schema';
import { addresses } from '../../db/schema';
import type { ServiceContext } from '../context';
import { assertAddressRules } from './assert-address-rules';
import { findOwnAddress, lockMemberBook, makeOnlyDefault, postalColumns, toShippingAddress } from './address-rows';

export async function updateAddress(ctx: Pick<ServiceContext, 'db'>, memberId: number, id: number, body: AddressBody): Promise<ShippingAddress> {
  return ctx.db.transaction(async (tx) => {
    const { memberSource } = await lockMemberBook(tx, memberId);
    await findOwnAddress(tx, memberId, id);
    assertAddressRules(body, memberSource);
    const v = normalizeAddress(body);
    const [row] = await tx
      .update(addresses)
      .set({
        ...postalColumns(v),
        stateCode: v.StateCode,
      })
      .where(eq(addresses.id, id))
      .returning();
    if (body.IsDefault && !row!.isDefault) {
      await makeOnlyDefault(tx, memberId, id);
      return toShippingAddress({ ...row!, isDefault: true });
    }
    return toShippingAddress(row!);
  });
}
