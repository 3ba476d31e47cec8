/**
 * Transfer addresses (spec 2 "Transfer address (member area)": _id, UserName, Country, address
 * fields, Phone; "GET member transfer addresses: Country, PageIndex 1, PageSize 10"). They are the
 * addresses a member keeps in an agency region (MO, HK, TWN, CN) for the transfer service to deliver
 * to. The shipping address rules apply, with two changes: the country is one of the agency regions',
 * and the Chinese-characters rule follows the address's country rather than the member's region.
 */
import { z } from 'zod/mini';
import { agencyNations } from '../agency/agency';
import { addressIssues, addressShape, shippingAddress, type AddressInput } from './address.schema';

/** The checkout lists them 10 at a time (spec 2 section 9: transfer-address page 10). */
export const TRANSFER_ADDRESS_PAGE_SIZE = 10;
/** Transfer addresses kept per member. */
export const MAX_TRANSFER_ADDRESSES = 20;

export function transferAddressIssues(v: AddressInput) {
  return addressIssues(v, v.Country.trim(), agencyNations);
}

/** Body of POST /api/me/transfer-addresses, and the PWA form's schema. */
export const transferAddressBody = z.omit(addressShape, { IsDefault: true, State: true }).check(
  z.superRefine((v, ctx) => {
    for (const [field, code] of transferAddressIssues(v)) ctx.addIssue({ code: 'custom', message: code, path: [field] });
  }),
);
export type TransferAddressBody = z.infer<typeof transferAddressBody>;

/** A saved transfer address: the book's fields without the US state code and the default (State is the province or region). */
export const transferAddress = z.omit(shippingAddress, { StateCode: true, IsDefault: true });
export type TransferAddress = z.infer<typeof transferAddress>;

export const transferAddressListQuery = z.object({
  /** Only the addresses in this country (the agency's Nation). */
  country: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000)), 1),
});

export const transferAddressListReply = z.object({ Data: z.array(transferAddress), Count: z.int() });
export type TransferAddressList = z.infer<typeof transferAddressListReply>;

