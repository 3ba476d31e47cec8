/** Edit a listing before its first bid (/seller/listings/:id/edit); the server refuses once a bid exists. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import type { CreateListingBody } from '../../../../domain/seller/seller-listing.schema';
import { editListing, listingKeys, listingQuery } from '../api/listings-api';
import { ListingForm } from '../components/listing-form';
import { draftFromFields } from '../form/listing-draft';

export function EditListingPage() {
  const { t, i18n } = useLingui();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listing = useQuery(listingQuery(id));

  async function save(body: CreateListingBody) {
    try {
      await editListing(id, body);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      showToast(t`Changes saved`, { tone: 'success' });
      navigate(`/listings/${id}`);
    } catch (error) {
      showToast(errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR'), { tone: 'error' });
    }
  }

  if (listing.isPending) return <PageLoading />;
  if (listing.isError) return <StatusPanel heading="h1" tone="error" title={errorText(i18n, isApiError(listing.error) ? listing.error.code : 'NETWORK_ERROR')} />;
  const back = (
    <Link className="btn btn--ghost" to={`/listings/${id}`}>
      {t`Back to the listing`}
    </Link>
  );
  if (!listing.data.CanEdit) {
    return (
      <StatusPanel heading="h1" title={t`This listing can no longer be edited`} actions={back}>
        {t`A listing can be edited until its first bid, while it is on sale.`}
      </StatusPanel>
    );
  }
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Edit ${listing.data.CommodityCode}`}</h1>
        {back}
      </header>
      <ListingForm editing initial={draftFromFields(listing.data.Fields)} submitLabel={t`Save changes`} onSubmit={save} />
    </>
  );
}
