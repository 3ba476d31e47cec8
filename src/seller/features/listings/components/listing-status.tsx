import { useLingui } from '@lingui/react/macro';

/** A listing's status as its seller reads it (commodities.status: 2, 1, 0, -1, -2). */
export function ListingStatus({ status }: { status: number }) {
  const { t } = useLingui();
  const label =
    status === 2 ? t`Coming soon`
    : status === 1 ? t`On sale`
    : status === 0 ? t`Sold out`
    : status === -2 ? t`Sold`
    : t`Ended, not sold`;
  return <span className={`seller-status seller-status--${status > 0 ? 'live' : status === -1 ? 'unsold' : 'sold'}`}>{label}</span>;
}

/** How a listing sells: auction, Buy It Now (with offers), store item. */
export function useSaleWay() {
  const { t } = useLingui();
  return (row: { ByWay: number; Bargain: boolean; OrderType: number }) =>
    row.OrderType === 1 ? t`Store item`
    : row.ByWay === 2 ? t`Auction`
    : row.Bargain ? t`Buy It Now or Best Offer`
    : t`Buy It Now`;
}
