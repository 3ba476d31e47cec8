import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useRecordView } from '../../recently-viewed';
import { useItem } from '../api/get-item';
import { useItemId } from '../hooks/use-item-id';
import { ItemLoadError, ItemNotFound, ItemSkeleton } from '../components/item-page-states';
import { StoreItemView } from '../store/store-item-view';

/** /storedetails/{id}: a store item (OrderType 1); marketplace listings belong on /carddetails. */
export function StoreItemPage() {
  const { i18n } = useLingui();
  const id = useItemId();
  const item = useItem(id ?? 0, id !== null);
  useRecordView(item.data?.ID);
  const { refetch } = item;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (id === null) return <ItemNotFound message={errorText(i18n, 'LISTING_NOT_FOUND')} />;
  if (item.data) {
    if (item.data.OrderType !== 1) return <Navigate to={`/carddetails/${id}`} replace />;
    return <StoreItemView key={item.data.ID} item={item.data} refetch={reload} />;
  }
  if (item.isError) {
    const error = item.error;
    if (isApiError(error) && error.status === 404) return <ItemNotFound message={errorText(i18n, error.code, error.message)} />;
    return <ItemLoadError onRetry={reload} />;
  }
  return <ItemSkeleton />;
}
