import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { StatusPanel } from '../../../components/status/status-panel';
import { showToast } from '../../../components/toast/toast-store';
import { BargainType } from '../../../domain/offers/offer.schema';
import { isApiError } from '../../../lib/api/api-error';
import { formatUsd } from '../../../domain/format/format-usd';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { CountdownText } from '../../catalog';
import { itemQueries } from '../../item';
import { useAcceptCounterOffer } from '../api/accept-counter-offer';
import { useOfferHistory } from '../api/get-offer-history';
import { MakeOffer } from '../components/make-offer';
import { OfferTable } from '../components/offer-table';
import { offerStatusText } from '../components/offer-status-text';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/**
 * /myholo/offerhistory/:id (spec 3 "Offer history"): the item, the member's latest offer, offers
 * left of 3, the time left to answer, every offer and counter-offer; Make offer (none waiting and
 * under 3), Accept (a counter-offer waiting for the member), Buy now, Pay now (accepted, unpaid).
 */
export function OfferHistoryPage() {
  const { t, i18n } = useLingui();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const { user } = useSnapshot(session);
  const history = useOfferHistory(id);
  const item = useQuery({ ...itemQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const accept = useAcceptCounterOffer(id);
  const offsetMs = useServerOffset();

  if (!Number.isInteger(id) || id <= 0 || (history.isError && isApiError(history.error) && history.error.status === 404)) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" title={t`This item could not be found`} actions={<Link to="/market" className="btn btn--primary">{t`Browse the market`}</Link>} />
      </div>
    );
  }
  if (history.isPending) return <div className="page member-page" aria-busy="true" aria-label={t`Loading the offer history`} />;
  if (failedWithoutData(history)) {
    return (
      <div className="page member-page">
        <StatusPanel
          tone="error"
          heading="h1"
          title={t`The offer history could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void history.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </div>
    );
  }

  const { Item, List, OffersLeft, Waiting, OrderId, OrderUnpaid } = history.data;
  const latest = List.find((row) => row.BargainType === BargainType.Buyer && row.IsMine);
  const onSale = Item.Status === 1;
  const counterForMe = Waiting?.BargainType === BargainType.Counter ? Waiting : null;
  const href = `/carddetails/${Item.ID}`;
  const noAddress = user?.Count === 0;

  function acceptCounter(offerId: number) {
    accept.mutate(offerId, {
      onSuccess: () => showToast(t`Your offer has been accepted.`, { tone: 'success', durationMs: 4000 }),
      onError: (error) => showToast(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' }),
    });
  }

  return (
    <div className="page member-page offer-history">
      {noAddress && (
        <div className="offer-history__notice" role="alert">
          <p>{t`You have not set your shipping address!`}</p>
          <Link to="/myholo/address" className="btn btn--primary btn--small">
            {t`Go to Set`}
          </Link>
        </div>
      )}
      <section className="bid-summary" aria-labelledby="offer-summary-title">
        <Link to={href} className="bid-summary__media" tabIndex={-1} aria-hidden="true">
          <img src={Item.TitImg} alt="" width="120" height="120" decoding="async" />
        </Link>
        <div className="bid-summary__main">
          <h1 id="offer-summary-title" className="bid-summary__title">
            <Link to={href}>{Item.Title}</Link>
          </h1>
          <dl className="bid-summary__facts">
            <div>
              <dt>{t`Buy It Now price`}</dt>
              <dd className="bid-summary__price">{formatUsd(Item.USD_Price, i18n.locale)}</dd>
            </div>
            <div>
              <dt>{t`Item number`}</dt>
              <dd>{Item.CommodityCode}</dd>
            </div>
            <div>
              <dt>{t`Your offer`}</dt>
              <dd data-testid="offer-latest">
                {latest ? `${formatUsd(latest.US_Price, i18n.locale)} · ${offerStatusText(i18n, latest)}` : t`None yet`}
              </dd>
            </div>
            <div>
              <dt>{t`Offers left`}</dt>
              <dd data-testid="offers-left">{t`${OffersLeft} of 3`}</dd>
            </div>
            {Waiting && (
              <div>
                <dt>{t`Time left`}</dt>
                <dd>
                  <CountdownText until={Waiting.ReplyDueAt} offsetMs={offsetMs} />
                </dd>
              </div>
            )}
          </dl>
          <div className="offer-history__actions">
            {OrderId !== null && OrderUnpaid && (
              <Link to={`/pay/checkout/${OrderId}`} className="btn btn--primary">
                {t`Pay now`}
              </Link>
            )}
            {counterForMe && onSale && (
              <button type="button" className="btn btn--primary" onClick={() => acceptCounter(counterForMe.ID)} disabled={accept.isPending}>
                {t`Accept ${formatUsd(counterForMe.US_Price, i18n.locale)}`}
              </button>
            )}
            {onSale && !Waiting && OffersLeft > 0 && item.data && <MakeOffer item={item.data} />}
            {onSale && (
              <Link to={href} className="btn btn--ghost">
                {t`Buy now`}
              </Link>
            )}
          </div>
        </div>
      </section>
      <h2 className="bid-history__heading">{t`Offer history`}</h2>
      {List.length > 0 ? <OfferTable rows={List} /> : <StatusPanel title={t`No offers yet`}>{t`Your offers on this item and the seller's answers appear here.`}</StatusPanel>}
      {Item.Status === -2 && OrderId === null && <p className="offer-history__sold">{t`This item has been sold`}</p>}
    </div>
  );
}
