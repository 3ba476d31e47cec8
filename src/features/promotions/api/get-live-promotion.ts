import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityPopupReply } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The live sign-up (0) or address (1) promotion of a region, for /promotion/:id. */
export const livePromotionQuery = (viewer: Viewer, activityType: 0 | 1, areaCode: string) =>
  queryOptions({
    queryKey: promotionKeys.live(viewer, activityType, areaCode),
    queryFn: ({ signal }) =>
      apiFetch(`/api/activities/live?ActivityType=${activityType}&AreaCode=${encodeURIComponent(areaCode)}`, { schema: activityPopupReply, signal }),
  });

export function useLivePromotion(activityType: 0 | 1, areaCode: string) {
  return useQuery(livePromotionQuery(useViewer(), activityType, areaCode));
}
