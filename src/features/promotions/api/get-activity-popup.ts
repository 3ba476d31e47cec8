import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const activityPopupReplySchema = () => import('../../../domain/promotions/activity.schema').then((m) => m.activityPopupReply);

/** The live pop-up promotion of the caller's region, or null. */
export const activityPopupQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: promotionKeys.popup(viewer),
    queryFn: ({ signal }) => apiFetch('/api/activities/popup', { schema: activityPopupReplySchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useActivityPopup() {
  return useQuery(activityPopupQuery(useViewer()));
}
