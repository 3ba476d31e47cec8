import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, activityListReply } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The promotions list, 60 a page: live, then coming soon, then finished. */
export const activitiesQuery = (viewer: Viewer, pageIndex: number) =>
  queryOptions({
    queryKey: promotionKeys.list(viewer, pageIndex),
    queryFn: ({ signal }) => apiFetch(`/api/activities?PageIndex=${pageIndex}&PageSize=${ACTIVITY_PAGE_SIZE}`, { schema: activityListReply, signal }),
    placeholderData: keepPreviousData,
  });

export function useActivities(pageIndex: number) {
  return useQuery(activitiesQuery(useViewer(), pageIndex));
}
