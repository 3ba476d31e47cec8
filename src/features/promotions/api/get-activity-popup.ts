import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityPopupReply } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The live pop-up promotion of the caller's region, or null. */
export const activityPopupQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: promotionKeys.popup(viewer),
    queryFn: ({ signal }) => apiFetch('/api/activities/popup', { schema: activityPopupReply, signal }),
    staleTime: 5 * 60_000,
  });

export function useActivityPopup() {
  return useQuery(activityPopupQuery(useViewer()));
}
