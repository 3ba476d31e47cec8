import { useLingui } from '@lingui/react/macro';
import { bidIncrementCents } from '../../../domain/bidding/bid-increment';
import { formatUsd } from '../../../domain/format/format-usd';

/** Where each increment band starts (DESIGN.md section 5); the increments come from the domain rule. */
const bandStarts = [0, 2_000, 4_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

/** The collapsible bidding-rules help of the bid dialog: proxy bidding in short and the increments table. */
export function BiddingRules() {
  const { t, i18n } = useLingui();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  return (
    <details className="bid-rules">
      <summary>{t`Bidding rules`}</summary>
      <p>{t`Enter the most you are willing to pay. Holo bids for you, one increment at a time, only as far as needed to keep you in the lead, up to your maximum. Nobody else sees your maximum.`}</p>
      <p>{t`When two bidders have the same maximum, the earlier bid leads. A deposit in CHP is held for your first bid on an item and returned when the auction ends (after payment if you win).`}</p>
      <table className="bid-rules__table">
        <caption>{t`Bid increments`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Current price`}</th>
            <th scope="col">{t`Increment`}</th>
          </tr>
        </thead>
        <tbody>
          {bandStarts.map((start, index) => {
            const next = bandStarts[index + 1];
            const from = usd(start);
            const to = next === undefined ? '' : usd(next - 1);
            return (
              <tr key={start}>
                <td>{next === undefined ? t`${from} and up` : t`${from} – ${to}`}</td>
                <td>{usd(bidIncrementCents(start))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
