import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitySwitchReply } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The activity switch of the member's region: on while a promotion is live or coming soon. */
export const activitySwitchQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: promotionKeys.switch(viewer),
    queryFn: ({ signal }) => apiFetch('/api/activities/switch', { schema: activitySwitchReply, signal }),
    staleTime: 5 * 60_000,
  });

export function useActivitySwitch(enabled = true) {
  return useQuery({ ...activitySwitchQuery(useViewer()), enabled });
}
