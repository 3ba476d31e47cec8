import { queryOptions, useQuery } from '@tanstack/react-query';
import { TraceState, trackingReply } from '../../../domain/shipping/shipping.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { orderPageKeys } from './order-page-keys';
import { orderApiPath, type OrderRef } from './order-ref';

/** GET /api/orders/{id}/tracking (or a store order's): the carrier, the number and the events, newest first. */
export const trackingQuery = (ref: OrderRef) =>
  queryOptions({
    queryKey: orderPageKeys.tracking(ref),
    queryFn: ({ signal }) => apiFetch(`${orderApiPath(ref)}/tracking`, { schema: trackingReply, signal }),
    // The parcel moves while the dialog or the page is open elsewhere: read again on each open.
    staleTime: 0,
    // …and every half minute while it is on its way, so a buyer watching the page sees it move.
    refetchInterval: (query) => (query.state.data?.State === TraceState.Delivered ? false : TRACKING_REFRESH_MS),
  });

const TRACKING_REFRESH_MS = 30_000;

export const useTracking = (ref: OrderRef, enabled = true) => useQuery({ ...trackingQuery(ref), enabled });
