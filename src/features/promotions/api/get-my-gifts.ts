import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE, giftListReply } from '../../../domain/promotions/activity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { promotionKeys, useViewer, type Viewer } from './promotion-keys';

/** The member's gift orders, 60 a page; persisted with the member's other data for offline reading. */
export const myGiftsQuery = (viewer: Viewer, pageIndex: number) =>
  queryOptions({
    queryKey: promotionKeys.gifts(viewer, pageIndex),
    queryFn: ({ signal }) => apiFetch(`/api/me/activity-gifts?PageIndex=${pageIndex}&PageSize=${ACTIVITY_PAGE_SIZE}`, { schema: giftListReply, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyGifts(pageIndex: number, enabled: boolean) {
  return useQuery({ ...myGiftsQuery(useViewer(), pageIndex), enabled });
}
