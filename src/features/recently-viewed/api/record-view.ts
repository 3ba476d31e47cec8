import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';
import { recentlyViewedQueries } from './get-recently-viewed';

/** POST /api/recently/:commodityId (spec 1 SaveTourHistory). */
export function recordView(commodityId: number) {
  // Not being able to record a view must never send the viewer to /login or show an error.
  return apiFetch(`/api/recently/${commodityId}`, { method: 'POST', redirectOn401: false });
}

/**
 * For the item page: records that the signed-in member opened this listing, once per listing shown
 * (visitors have no history). Failures are only logged: the history is a convenience.
 */
export function useRecordView(commodityId: number | null | undefined) {
  const queryClient = useQueryClient();
  const { user } = useSnapshot(session);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn || !commodityId) return;
    recordView(commodityId).then(
      () => queryClient.invalidateQueries({ queryKey: recentlyViewedQueries.all() }),
      (error: unknown) => console.warn('Recording the view failed', error),
    );
  }, [signedIn, commodityId, queryClient]);
}
