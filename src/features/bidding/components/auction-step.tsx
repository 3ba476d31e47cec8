import { useId } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { OutBid } from '../../../domain/bidding/bid-options';
import { quickBidsCents } from '../../../domain/bidding/bid-increment';
import { BidAmountInput } from './bid-amount-input';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import type { BidFlow } from '../hooks/use-bid-flow';
import { AuctionTimeLeft } from './auction-time-left';
import { BidFeedbackLine } from './bid-feedback-line';
import { minimumBidCents } from './bid-minimum';
import { BiddingRules } from './bidding-rules';
import { OfflineNote } from './offline-note';
import { PushOfferInline } from '../../push';

interface AuctionStepProps {
  item: ItemDetail;
  flow: BidFlow;
  amountText: string;
  onAmountText: (text: string) => void;
  online: boolean;
}

/** The bid dialog in auction mode (spec 2 "Bid dialog"): the price and its state, quick bids, a free amount. */
export function AuctionStep({ item, flow, amountText, onAmountText, online }: AuctionStepProps) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const minimum = minimumBidCents(item);
  // A leader raises their own maximum: the steps start from it rather than from the price.
  const quickBase = item.IsOutBid === OutBid.Leading ? Math.max(item.USD_Price, item.USD_MyPrice) : item.USD_Price;
  const quickBids = quickBidsCents(quickBase, minimum);
  // Only a running auction takes bids; the server says so too, but the buttons need not wait for it.
  const busy = flow.pending || !online || item.Status !== 1;
  const state = item.IsOutBid === OutBid.Leading ? 'leading' : item.IsOutBid === OutBid.Outbid ? 'outbid' : 'none';
  const highest = item.Auctions[0];
  const price = usd(item.USD_Price);
  const minimumText = usd(minimum);

  return (
    <div className="bid-step">
      <dl className="bid-facts">
        <div className="bid-facts__price">
          <dt>{item.AuctionCount > 0 ? t`Current price` : t`Starting bid`}</dt>
          <dd>
            <strong className={`bid-price bid-price--${state}`} data-state={state}>
              {price}
            </strong>
            {state === 'leading' && <span className="tag tag--leading">{t`You are the highest bidder`}</span>}
            {state === 'outbid' && <span className="tag tag--outbid">{t`Outbid`}</span>}
          </dd>
        </div>
        <div>
          <dt>{t`Highest bid`}</dt>
          <dd>
            {highest ? (
              <>
                {usd(highest.USD_Price)} <span className="bid-facts__who">{highest.IsMine ? t`(you)` : highest.CreateUserName}</span>
              </>
            ) : (
              t`No bids yet`
            )}
          </dd>
        </div>
        {item.USD_MyPrice > 0 && (
          <div>
            <dt>{t`Your maximum bid`}</dt>
            <dd>{usd(item.USD_MyPrice)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Time left`}</dt>
          <dd>
            <AuctionTimeLeft endsAt={item.EffectiveDate} status={item.Status} />
          </dd>
        </div>
        <div>
          <dt>{t`Bids`}</dt>
          <dd>
            <Plural value={item.AuctionCount} one="# bid" other="# bids" />
          </dd>
        </div>
      </dl>

      <BiddingRules />

      <div className="bid-quick" role="group" aria-label={t`Quick bids`}>
        {quickBids.map((cents) => {
          const amount = usd(cents);
          return (
            <button key={cents} type="button" className="btn btn--ghost bid-quick__button" disabled={busy} onClick={() => flow.submit(cents)} aria-label={t`Bid ${amount}`}>
              {amount}
            </button>
          );
        })}
      </div>

      <p className="bid-or" aria-hidden="true">
        <span>{t`OR`}</span>
      </p>

      <form
        className="field bid-amount"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.submitText(amountText);
        }}
      >
        <label htmlFor={inputId} className="field__label">
          {t`Your maximum bid (USD)`}
        </label>
        <div className="field__row">
          <BidAmountInput id={inputId} hintId={hintId} value={amountText} minimumText={minimumText} onChange={onAmountText} enterKeyHint="send" />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {flow.pending ? t`Bidding…` : t`Bid`}
          </button>
        </div>
        <p id={hintId} className="bid-amount__hint">
          {t`Enter ${minimumText} or more`}
        </p>
      </form>

      <BidFeedbackLine feedback={flow.feedback} />
      {/* Having just bid is when hearing about an outbid matters: offered under the result, not as a second modal. */}
      {flow.placed && flow.feedback && <PushOfferInline />}
      {!online && <OfflineNote />}
      <p className="bid-tip">{t`Tip: a bid is a commitment to buy. If you win, you agree to pay for the item.`}</p>
    </div>
  );
}
