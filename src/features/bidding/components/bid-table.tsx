import { useLingui } from '@lingui/react/macro';
import type { BidRow } from '../../../domain/bidding/bid.schema';
import { formatUsd } from '../../../domain/format/format-usd';

/**
 * The bids, newest first: bidder (masked unless it is the viewer) with their positive feedback as a
 * buyer in brackets, eBay style, amount, time. No link to the bidder's feedback: it would unmask them.
 */
export function BidTable({ bids }: { bids: readonly BidRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="bid-table__wrap">
      <table className="bid-table">
        <caption className="visually-hidden">{t`Bids, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Bidder`}</th>
            <th scope="col">{t`Bid amount`}</th>
            <th scope="col">{t`Bid time`}</th>
          </tr>
        </thead>
        <tbody>
          {bids.map((bid, index) => {
            const favorable = bid.BuyFavorableCount;
            return (
              <tr key={`${bid.CreateDate}-${index}`} className={bid.IsMine ? 'bid-table__row bid-table__row--mine' : 'bid-table__row'}>
                <td>
                  <span className="bid-table__name">{bid.CreateUserName}</span>{' '}
                  <span className="bid-table__favorable" title={t`Positive feedback as a buyer`}>
                    ({i18n.number(favorable)})
                  </span>
                  {bid.IsMine && <span className="tag tag--leading bid-table__you">{t`You`}</span>}
                  {bid.IsAuto && <span className="bid-table__auto">{t`Automatic bid`}</span>}
                </td>
                <td className="bid-table__amount">{formatUsd(bid.USD_Price, i18n.locale)}</td>
                <td>
                  <time dateTime={bid.CreateDate}>{i18n.date(bid.CreateDate, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
