/**
 * Where an unpaid marketplace order goes, as the checkout sets it (spec 2 "Re-pay", "Transfer
 * service"): to an address of the buyer's book, or through the agency of the seller's region to one
 * of the buyer's transfer addresses there (BusinessType 2). Either way the address is copied onto
 * the order; a later edit of the book does not move a parcel already promised.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { addresses, type orders } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { formatAddressDetail } from '../../../src/domain/address/address-detail';
import { agencyNationOf, agencyRegionOf, BusinessType } from '../../../src/domain/agency/agency';
import { agencyForRegion } from '../agency/agency-for-region';
import { findOwnTransferAddress } from '../agency/transfer-address-rows';
import type { TaxedDelivery } from './delivery-tax';

export type OrderUpdate = Partial<typeof orders.$inferInsert>;

export interface DeliveryChange {
  update: OrderUpdate;
  /** The delivery state tax follows, or null for none (no address yet, or through the agency). */
  taxed: TaxedDelivery | null;
}

/** Ships to an address of the buyer's book; an order that was going through the transfer service no longer does. */
export async function addressBookDelivery(tx: Tx, buyerId: number, addressId: number, transferWasOn: boolean): Promise<DeliveryChange> {
  const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.memberId, buyerId)));
  if (!address) throw badRequest('ADDRESS_NOT_SET', 'AddressId');
  return {
    update: {
      ...(transferWasOn ? { businessType: BusinessType.Domestic, agencyId: null, transferAddressId: null } : {}),
      addressId: address.id,
      ...copiedAddress(address, address.state || address.stateCode),
    },
    taxed: address,
  };
}

/** The transfer service on: through the seller region's agency to the buyer's transfer address in that region. */
export async function transferDelivery(tx: Tx, buyerId: number, sellerSource: string, transferAddressId: number): Promise<DeliveryChange> {
  const region = agencyRegionOf(sellerSource);
  const agency = region ? await agencyForRegion(tx, region) : null;
  if (!region || !agency) throw conflict('TRANSFER_SERVICE_UNAVAILABLE', 'TransferAddressId');
  const address = await findOwnTransferAddress(tx, buyerId, transferAddressId);
  if (address.country !== agencyNationOf(region)) throw badRequest('TRANSFER_ADDRESS_WRONG_REGION', 'TransferAddressId');
  return {
    update: {
      businessType: BusinessType.Agency,
      agencyId: agency.id,
      transferAddressId: address.id,
      addressId: null,
      ...copiedAddress(address, address.state),
    },
    // State tax is charged when the item leaves the agency for the buyer, not on this leg.
    taxed: null,
  };
}

type PostalAddress = Pick<typeof addresses.$inferSelect, 'userName' | 'country' | 'city' | 'zipCode' | 'phone' | 'streetAddress' | 'streetAddress2'>;

/** The address as the order keeps it. */
function copiedAddress(address: PostalAddress, province: string): OrderUpdate {
  return {
    consignee: address.userName,
    nation: address.country,
    province,
    city: address.city,
    zipCode: address.zipCode,
    mobile: address.phone,
    addressDetail: formatAddressDetail(address.streetAddress, address.streetAddress2),
  };
}

/** The transfer service off: back to a domestic sale with no address until the buyer picks one. */
export function noDelivery(): DeliveryChange {
  return {
    update: {
      businessType: BusinessType.Domestic,
      agencyId: null,
      transferAddressId: null,
      addressId: null,
      consignee: null,
      nation: null,
      province: null,
      city: null,
      zipCode: null,
      mobile: null,
      addressDetail: null,
    },
    taxed: null,
  };
}
