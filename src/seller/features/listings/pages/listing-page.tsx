/** One listing (/seller/listings/:id): its figures (price, bids, watchers) and what the seller may do (edit, end, relist, clone). */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { ConfirmDialog } from '../../../../components/dialog/confirm-dialog';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { formatUsd } from '../../../../domain/format/format-usd';
import { endListing, listingKeys, listingQuery, relistListing } from '../api/listings-api';
import { ListingStatus, useSaleWay } from '../components/listing-status';
import { StockForm } from '../components/stock-form';

export function ListingPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listing = useQuery(listingQuery(id));
  const saleWay = useSaleWay();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    } catch (error) {
      showToast(errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  if (listing.isPending) return <PageLoading />;
  if (listing.isError) {
    return <StatusPanel heading="h1" tone="error" title={errorText(i18n, isApiError(listing.error) ? listing.error.code : 'NETWORK_ERROR')} />;
  }
  const l = listing.data;
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{l.Title}</h1>
        <Link className="btn btn--ghost" to="/listings">
          {t`All listings`}
        </Link>
      </header>
      <div className="seller-listing-detail">
        <ul className="seller-listing-detail__photos" aria-label={t`Photos`}>
          {l.Fields.Images.map((url, index) => {
            const n = index + 1;
            return (
              <li key={url}>
                <img src={url} alt={t`Photo ${n}`} width={160} height={160} />
              </li>
            );
          })}
        </ul>
        <section className="seller-card">
          <dl className="seller-facts">
            <dt>{t`Status`}</dt>
            <dd>
              <ListingStatus status={l.Status} />
            </dd>
            <dt>{t`Item`}</dt>
            <dd>{l.CommodityCode}</dd>
            <dt>{t`Format`}</dt>
            <dd>{saleWay(l)}</dd>
            <dt>{l.ByWay === 2 ? t`Current price` : t`Price`}</dt>
            <dd>{formatUsd(l.Price, i18n.locale)}</dd>
            {l.ByWay === 2 && (
              <>
                <dt>{t`Bids`}</dt>
                <dd>{l.BidCount}</dd>
              </>
            )}
            <dt>{t`Watchers`}</dt>
            <dd>{l.Watchers}</dd>
            {l.Grade && (
              <>
                <dt>{t`Grade`}</dt>
                <dd>{l.Grade}</dd>
              </>
            )}
            <dt>{t`Started`}</dt>
            <dd>{date(l.StartsAt)}</dd>
            {l.EndsAt && (
              <>
                <dt>{t`Ends`}</dt>
                <dd>{date(l.EndsAt)}</dd>
              </>
            )}
          </dl>
          <div className="seller-actions">
            <a className="btn btn--ghost btn--small" href={`/carddetails/${l.ID}`} target="_blank" rel="noopener">
              {t`View on Holo`}
            </a>
            {l.CanEdit && (
              <Link className="btn btn--ghost btn--small" to={`/listings/${l.ID}/edit`}>
                {t`Edit`}
              </Link>
            )}
            <Link className="btn btn--ghost btn--small" to={`/listings/new?clone=${l.ID}`}>
              {t`List one like this`}
            </Link>
            {l.CanEnd && (
              <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => setConfirmEnd(true)}>
                {t`End now`}
              </button>
            )}
            {l.CanRelist && (
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const relisted = await relistListing(l.ID);
                    const code = relisted.CommodityCode;
                    showToast(t`Relisted as ${code}`, { tone: 'success' });
                    navigate(`/listings/${relisted.ID}`);
                  })
                }
              >
                {t`Relist`}
              </button>
            )}
          </div>
        </section>
      </div>
      {l.CanRestock && l.Conditions.length > 0 && <StockForm key={l.ID} listingId={l.ID} conditions={l.Conditions} />}
      <ConfirmDialog
        open={confirmEnd}
        title={t`End this auction now?`}
        confirmLabel={t`End now`}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          void act(async () => {
            await endListing(l.ID);
            showToast(t`The auction has ended`, { tone: 'success' });
          });
        }}
      >
        {l.BidCount > 0 ? t`It sells now to the highest bidder.` : t`It ends without a sale; you can relist it.`}
      </ConfirmDialog>
    </>
  );
}
