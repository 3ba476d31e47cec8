import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { formatUsd } from '../../../../domain/format/format-usd';
import { OfferStatus } from '../../../../domain/offers/offer.schema';
import type { SellerOfferRow } from '../../../../domain/seller/seller-offers.schema';
import { timeLeft } from '../../../../domain/seller/offer-answer';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { useClock } from '../../../../lib/hooks/use-clock';
import { showToast } from '../../../../components/toast/toast-store';
import { useAnswerOffer } from '../api/answer-offer';
import { CounterOfferDialog } from './counter-offer-dialog';

/** One buyer's offer: the listing, the amount against the price, the clock, and the seller's three answers. */
export function OfferCard({ offer }: { offer: SellerOfferRow }) {
  const { t, i18n } = useLingui();
  const answer = useAnswerOffer(offer.ID);
  const [dialog, setDialog] = useState<'accept' | 'decline' | 'counter' | null>(null);
  const money = (cents: number) => formatUsd(cents, i18n.locale);
  const offered = money(offer.US_Price);
  const price = money(offer.USD_Price);
  const buyer = offer.BuyerName;
  const share = Math.round((offer.US_Price / offer.USD_Price) * 100);
  const waiting = offer.Status === OfferStatus.Waiting;
  const failure = answer.error ? (isApiError(answer.error) ? errorText(i18n, answer.error.code, answer.error.message) : errorText(i18n, 'SERVER_ERROR')) : null;

  function send(action: 'accept' | 'decline', done: string) {
    answer.mutate({ action }, { onSuccess: () => (setDialog(null), showToast(done, { tone: 'success' })), onError: () => setDialog(null) });
  }

  return (
    <article className="sa-card sa-offer" aria-label={offer.Title}>
      {offer.TitImg ? <img className="sa-thumb" src={offer.TitImg} alt="" width={72} height={72} loading="lazy" /> : <span className="sa-thumb" />}
      <div className="sa-offer__body">
        <h2 className="sa-card__title">
          <a href={`/carddetails/${offer.CommodityID}`}>{offer.Title}</a>
        </h2>
        <p className="sa-offer__amount">
          <strong>{offered}</strong>{' '}
          <span className="sa-muted">{t`of ${price} (${share}%)`}</span>
        </p>
        <p className="sa-muted">{t`From ${buyer}`}</p>
        {offer.Remark && <p className="sa-quote">{offer.Remark}</p>}
        {waiting ? <Clock dueAt={offer.ReplyDueAt} /> : <OfferOutcome offer={offer} money={money} />}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      {waiting && (
        <div className="sa-actions">
          <button type="button" className="btn btn--primary" onClick={() => setDialog('accept')} disabled={answer.isPending}>
            {t`Accept`}
          </button>
          <button type="button" className="btn" onClick={() => (answer.reset(), setDialog('counter'))} disabled={answer.isPending}>
            {t`Counter`}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setDialog('decline')} disabled={answer.isPending}>
            {t`Decline`}
          </button>
        </div>
      )}
      {dialog === 'accept' && (
        <ConfirmDialog
          open
          busy={answer.isPending}
          title={t`Accept ${offered}?`}
          confirmLabel={t`Accept offer`}
          onConfirm={() => send('accept', t`Offer accepted: the buyer has 2 days to pay`)}
          onCancel={() => setDialog(null)}
        >
          {t`The listing is sold to this buyer at this price.`}
        </ConfirmDialog>
      )}
      {dialog === 'decline' && (
        <ConfirmDialog open busy={answer.isPending} title={t`Decline this offer?`} confirmLabel={t`Decline offer`} onConfirm={() => send('decline', t`Offer declined`)} onCancel={() => setDialog(null)}>
          {t`The buyer is told and may make another offer.`}
        </ConfirmDialog>
      )}
      {dialog === 'counter' && (
        <CounterOfferDialog
          offerCents={offer.US_Price}
          buyNowCents={offer.USD_Price}
          sending={answer.isPending}
          serverError={failure}
          onClose={() => setDialog(null)}
          onSend={(priceCents) =>
            answer.mutate({ action: 'counter', priceCents }, { onSuccess: () => (setDialog(null), showToast(t`Counter-offer sent`, { tone: 'success' })) })
          }
        />
      )}
    </article>
  );
}

function Clock({ dueAt }: { dueAt: string }) {
  const { t } = useLingui();
  const left = timeLeft(dueAt, useClock());
  if (!left) return <p className="sa-clock sa-clock--over">{t`Time to answer is over`}</p>;
  const { hours, minutes } = left;
  return (
    <p className={hours < 6 ? 'sa-clock sa-clock--soon' : 'sa-clock'}>
      <time dateTime={dueAt}>{t`${hours} h ${minutes} min left to answer`}</time>
    </p>
  );
}

function OfferOutcome({ offer, money }: { offer: SellerOfferRow; money: (cents: number) => string }) {
  const { t } = useLingui();
  const counter = offer.Counter ? money(offer.Counter.US_Price) : '';
  const label: Record<number, string> = {
    [OfferStatus.Accepted]: t`Accepted`,
    [OfferStatus.Declined]: t`Declined`,
    [OfferStatus.Expired]: t`Expired`,
    [OfferStatus.Countered]: offer.Counter ? t`Countered at ${counter}` : t`Countered`,
  };
  return <p className="sa-badge">{label[offer.Status] ?? ''}</p>;
}
