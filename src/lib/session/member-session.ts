/**
 * Switching who the client belongs to. Signing in adopts the member's cache; signing out (or a
 * lost session) deletes the member's persisted cache, their queued offline actions and the service
 * worker's catalog copies (which carry their watched flags), and resets every query but /api/me,
 * so the next person on the device sees none of it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { dropActionsOf } from '../../../sw/action-queue';
import { CATALOG_CACHE } from '../../../sw/shared-with-page';
import { cacheOwner, forgetMemberCache, setCacheOwner } from '../query/member-cache-persister';
import { currentUserKey } from './current-user-query';
import { setSessionUser } from './session-store';

const notCurrentUser = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== currentUserKey[0] };

export async function startMemberSession(queryClient: QueryClient, user: CurrentUser) {
  const previous = cacheOwner();
  if (previous !== String(user.Id)) {
    setCacheOwner(user.Id);
    if (previous !== 'visitor') {
      await forgetMember(Number(previous));
      await queryClient.resetQueries(notCurrentUser);
    }
  }
  queryClient.setQueryData(currentUserKey, user);
  setSessionUser(user);
}

export async function endMemberSession(queryClient: QueryClient) {
  const previous = cacheOwner();
  queryClient.setQueryData(currentUserKey, null);
  setSessionUser(null);
  // A visitor's cache holds nothing of a member's. Every visitor's first /api/me answers 401, and
  // resetting here cancelled and refetched each query the first view had just sent.
  if (previous === 'visitor') return;
  setCacheOwner(null);
  await forgetMember(Number(previous));
  await queryClient.resetQueries(notCurrentUser);
}

async function forgetMember(memberId: number) {
  await Promise.all([
    forgetMemberCache(String(memberId)),
    dropActionsOf(memberId).catch(() => undefined),
    typeof caches === 'undefined' ? undefined : caches.delete(CATALOG_CACHE).catch(() => false),
  ]);
}
