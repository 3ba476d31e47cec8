import type { SellerSaleRow } from '../../../../domain/seller/seller-sales.schema';

/** The ship-to address as it goes on the parcel, one part a line. */
export function ShipToAddress({ address, className }: { address: NonNullable<SellerSaleRow['Address']>; className?: string }) {
  const cityLine = [address.City, address.Provice, address.ZipCode].filter(Boolean).join(', ');
  return (
    <address className={className}>
      <strong>{address.Consignee}</strong>
      <br />
      {address.Address}
      <br />
      {cityLine}
      {address.Nation && (
        <>
          <br />
          {address.Nation}
        </>
      )}
      {address.Mobile && (
        <>
          <br />
          {address.Mobile}
        </>
      )}
    </address>
  );
}
