import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { bidReviewTotals } from '../../../domain/bidding/bid-review';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { OfflineNote } from './offline-note';

/**
 * The review before a binding bid (issue 32, as eBay's "Review bid"): the maximum, shipping, the
 * buyer premium and state tax as the item page's fee lines figure them, and what winning at that
 * maximum would cost. The dialog's actions (Cancel, Confirm bid) live in BidReviewActions.
 */
export function BidReview({ item, cents, unusual, online }: { item: ItemDetail; cents: number; unusual: boolean; online: boolean }) {
  const { t, i18n } = useLingui();
  const usd = (value: number) => formatUsd(value, i18n.locale);
  const totals = bidReviewTotals({
    amountCents: cents,
    postageCents: item.PostageMoney,
    currentPremiumCents: item.BuyerPremium,
    taxPercent: item.StateTax?.TaxPercent ?? null,
  });
  const confirmAmount = usd(cents);
  const taxState = item.StateTax?.StateName ?? '';
  return (
    <div className="bid-review">
      <p className="bid-review__title">{item.Title}</p>
      <dl className="bid-review__lines">
        <div className="bid-review__line">
          <dt>{t`Your maximum bid`}</dt>
          <dd>{usd(totals.amountCents)}</dd>
        </div>
        <div className="bid-review__line">
          <dt>{t`Shipping`}</dt>
          <dd>{totals.postageCents > 0 ? usd(totals.postageCents) : t`Free`}</dd>
        </div>
        <div className="bid-review__line">
          <dt>{t`Buyer premium`}</dt>
          <dd>{usd(totals.premiumCents)}</dd>
        </div>
        {totals.taxCents !== null && (
          <div className="bid-review__line">
            <dt>{t`Estimated state tax (${taxState})`}</dt>
            <dd>{usd(totals.taxCents)}</dd>
          </div>
        )}
        <div className="bid-review__line bid-review__line--total">
          <dt>{t`Estimated total if you win`}</dt>
          <dd>{usd(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="bid-review__note">{t`You pay the winning price, which can be lower than your maximum bid. The total is an estimate at your maximum.`}</p>
      {unusual && (
        <p className="bid-review__warning" role="alert">
          {t`Your maximum bid of ${confirmAmount} is more than 50 times the current price.`}
        </p>
      )}
      {!online && <OfflineNote />}
      <p className="bid-tip">{t`Tip: a bid is a commitment to buy. If you win, you agree to pay for the item.`}</p>
    </div>
  );
}

/** Cancel goes back to the form with the amount kept; Confirm bid sends it (focused, so Enter confirms). */
export function BidReviewActions({ pending, online, onCancel, onConfirm }: { pending: boolean; online: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
        {t`Cancel`}
      </button>
      <button ref={confirmRef} type="button" className="btn btn--primary" onClick={onConfirm} disabled={pending || !online}>
        {pending ? t`Bidding…` : t`Confirm bid`}
      </button>
    </>
  );
}
