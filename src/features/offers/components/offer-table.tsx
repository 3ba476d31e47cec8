import { useLingui } from '@lingui/react/macro';
import { BargainType, type OfferRow } from '../../../domain/offers/offer.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { offerStatusText } from './offer-status-text';

/** The offers on an item, newest first (spec 3 "Offer history": offerer, amount, remark, time); the seller's counter-offers marked. */
export function OfferTable({ rows }: { rows: readonly OfferRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <div className="bid-table__wrap">
      <table className="bid-table offer-table">
        <caption className="visually-hidden">{t`Offers, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Offerer`}</th>
            <th scope="col">{t`Amount`}</th>
            <th scope="col">{t`Remark`}</th>
            <th scope="col">{t`Time`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ID} className={row.IsMine ? 'bid-table__row bid-table__row--mine' : 'bid-table__row'} data-testid="offer-row">
              <td>
                <span className="bid-table__name">{row.RealName}</span>
                {row.BargainType === BargainType.Counter && <span className="tag offer-table__counter">{t`Seller's counter-offer`}</span>}
              </td>
              <td className="bid-table__amount">{formatUsd(row.US_Price, i18n.locale)}</td>
              <td className="offer-table__remark">{row.Remark}</td>
              <td>
                <time dateTime={row.Createdate}>{i18n.date(row.Createdate, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              <td data-testid="offer-status">{offerStatusText(i18n, row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
