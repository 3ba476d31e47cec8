/** GET /api/me/addresses: the member's address book, default first, then newest first. */
import type { ShippingAddress } from '../../../src/domain/address/address.schema';
import type { ServiceContext } from '../context';
import { memberAddresses, toShippingAddress } from './address-rows';

export async function listAddresses({ db }: Pick<ServiceContext, 'db'>, memberId: number): Promise<ShippingAddress[]> {
  return (await memberAddresses(db, memberId)).map(toShippingAddress);
}
