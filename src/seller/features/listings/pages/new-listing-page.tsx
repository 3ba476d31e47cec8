/**
 * A new listing (/seller/listings/new). `?clone=<itemId>` (or Holo's `?id=<itemId>&clone=new`)
 * starts from that listing's fields and photos: the seller's own or another seller's.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { showToast } from '../../../../components/toast/toast-store';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import type { CreateListingBody } from '../../../../domain/seller/seller-listing.schema';
import { createListing, listingKeys, templateQuery } from '../api/listings-api';
import { ListingForm } from '../components/listing-form';
import { draftFromFields, emptyDraft } from '../form/listing-draft';

/** The item to copy: `clone=<id>`, or Holo's hand-off `id=<id>&clone=new`. */
export function cloneSourceOf(params: URLSearchParams): number | null {
  const clone = params.get('clone');
  const raw = clone === 'new' ? params.get('id') : clone;
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function NewListingPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const source = cloneSourceOf(params);
  const template = useQuery({ ...templateQuery(source ?? 0), enabled: source !== null });

  async function create(body: CreateListingBody) {
    try {
      const created = await createListing(body);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      showToast(t`Listed as ${created.CommodityCode}`, { tone: 'success' });
      navigate(`/listings/${created.ID}`);
    } catch (error) {
      showToast(errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR'), { tone: 'error' });
    }
  }

  const head = (
    <header className="seller-page-head">
      <h1 className="seller-page-head__title">{source === null ? t`List an item` : t`List one like this`}</h1>
    </header>
  );
  if (source !== null && template.isPending) return <PageLoading />;
  if (source !== null && template.isError) {
    return (
      <>
        {head}
        <StatusPanel tone="error" title={errorText(i18n, isApiError(template.error) ? template.error.code : 'NETWORK_ERROR')}>
          {t`Start from an empty form instead.`}
        </StatusPanel>
        <ListingForm initial={emptyDraft} submitLabel={t`List it`} onSubmit={create} />
      </>
    );
  }
  return (
    <>
      {head}
      {source !== null && <p className="seller-note">{t`Copied from item ${source}, photos included. Check every field before you list it.`}</p>}
      <ListingForm key={source ?? 'new'} initial={template.data ? draftFromFields(template.data) : emptyDraft} submitLabel={t`List it`} onSubmit={create} />
    </>
  );
}
