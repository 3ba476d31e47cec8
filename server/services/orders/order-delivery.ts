/**
 * Where an unpaid marketplace order goes, as the checkout sets it (spec 2 "Re-pay", "Transfer
 * service"; issue 31). A domestic sale ships to an address of the buyer's book. A cross-region sale
 * (BusinessType 2) goes through the agency of the seller's region: into the buyer's warehouse there
 * (no address), or with the transfer service to one of the buyer's transfer addresses in that
 * region. An address is copied onto the order; a later edit of the book does not move a parcel
 * already promised.
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

/**
 * A domestic sale ships to an address of the buyer's book. A cross-region sale takes none: it goes
 * to the warehouse or, with the transfer service, to a transfer address.
 */
export async function addressBookDelivery(tx: Tx, buyerId: number, addressId: number, crossRegion: boolean): Promise<DeliveryChange> {
  if (crossRegion) throw badRequest('ADDRESS_NOT_FOR_CROSS_REGION', 'AddressId');
  const [address] = await tx.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.memberId, buyerId)));
  if (!address) throw badRequest('ADDRESS_NOT_SET', 'AddressId');
  return {
    update: {
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

/**
 * A cross-region sale without the transfer service (the switch off, or never on): through the
 * seller region's agency into the buyer's warehouse there, with no address and no state tax on this
 * leg (the warehouse's forwarding order carries the tax).
 */
export async function warehouseDelivery(tx: Tx, sellerSource: string): Promise<DeliveryChange> {
  const agency = await agencyForRegion(tx, sellerSource);
  return {
    update: {
      businessType: BusinessType.Agency,
      agencyId: agency?.id ?? null,
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
