import { formatAddressDetail } from '../../../domain/address/address-detail';
import type { ShippingAddress } from '../../../domain/address/address.schema';
import type { StoreOrderDetail } from '../../../domain/cart/store-order.schema';

/**
 * The address book entry a store order ships to. A store order keeps a copy of the address, not
 * its id, so the entry is the one the copy was made from (as the server makes it when the order is
 * placed or its address changes); none when the entry has changed or gone since.
 */
export function storeOrderAddressId(book: readonly ShippingAddress[], copy: StoreOrderDetail['AddressMsg']): number | undefined {
  return book.find(
    (a) =>
      a.UserName === copy.Consignee &&
      a.Phone === copy.Telephone &&
      a.ZipCode === copy.PostalCode &&
      a.State === copy.ProvinceName &&
      a.City === copy.CityName &&
      formatAddressDetail(a.StreetAddress, a.StreetAddress2) === copy.AddressDetail,
  )?.Id;
}
