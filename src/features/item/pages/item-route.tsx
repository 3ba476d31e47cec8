import { useCallback, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router-dom';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useRecordView } from '../../recently-viewed';
import { useItem } from '../api/get-item';
import { useItemId } from '../hooks/use-item-id';
import { ItemLoadError, ItemNotFound, ItemSkeleton } from '../components/item-page-states';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { usePageName } from '../../../lib/navigation/page-name';

/**
 * What /carddetails/{id} and /storedetails/{id} share: the item query, the tour history, and the
 * loading, not-found and error states. Cached data (also restored offline) shows even when the
 * refetch fails; a 404 shows the not-found panel with the server's message (translated by its
 * code). Store items (OrderType 1) belong on /storedetails, every other listing on /carddetails.
 * Each page passes its own view, so neither page's code carries the other's.
 */
export function ItemRoute({ store, View }: { store: boolean; View: ComponentType<{ item: ItemDetail; refetch: () => void }> }) {
  const { i18n } = useLingui();
  const id = useItemId();
  const item = useItem(id ?? 0, id !== null);
  useRecordView(item.data?.ID);
  usePageName(item.data?.Title);
  const { refetch } = item;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (id === null) return <ItemNotFound message={errorText(i18n, 'LISTING_NOT_FOUND')} />;
  if (item.data) {
    const isStoreItem = item.data.OrderType === 1;
    if (isStoreItem !== store) return <Navigate to={isStoreItem ? `/storedetails/${id}` : `/carddetails/${id}`} replace />;
    return <View key={item.data.ID} item={item.data} refetch={reload} />;
  }
  if (item.isError) {
    const error = item.error;
    if (isApiError(error) && error.status === 404) return <ItemNotFound message={errorText(i18n, error.code, error.message)} />;
    return <ItemLoadError onRetry={reload} />;
  }
  return <ItemSkeleton />;
}
