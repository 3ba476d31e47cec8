import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const activitySwitchReplySchema = () => import('../../../domain/promotions/activity.schema').then((m) => m.activitySwitchReply);

/** The activity switch of the member's region: on while a promotion is live or coming soon. */
export const activitySwitchQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: promotionKeys.switch(viewer),
    queryFn: ({ signal }) => apiFetch('/api/activities/switch', { schema: activitySwitchReplySchema, signal }),
    staleTime: 5 * 60_000,
  });

export function useActivitySwitch(enabled = true) {
  return useQuery({ ...activitySwitchQuery(useViewer()), enabled });
}
