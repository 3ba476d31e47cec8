import { queryOptions, useQuery } from '@tanstack/react-query';
import { activity } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

export const activityQuery = (viewer: Viewer, id: number) =>
  queryOptions({
    queryKey: promotionKeys.detail(viewer, id),
    queryFn: ({ signal }) => apiFetch(`/api/activities/${id}`, { schema: activity, signal }),
  });

export function useActivity(id: number) {
  return useQuery(activityQuery(useViewer(), id));
}
