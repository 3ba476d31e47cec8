/**
 * What GET /api/me's answer (or the cache restored from the device) means for the session store:
 * start-up applies it before the first render, so the first render already shows the member or
 * the visitor (no second render of the header and the bid panel once it arrives), and SessionSync
 * applies every later answer. An answer already applied is not applied again.
 */
import type { QueryClient, QueryState } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { cacheOwner } from '../query/member-cache-persister';
import { endMemberSession, startMemberSession } from './member-session';
import { session, setSessionUser } from './session-store';

type CurrentUserState = Pick<QueryState<CurrentUser | null>, 'data' | 'status'>;

let applied: CurrentUserState | undefined;

export async function applyCurrentUser(queryClient: QueryClient, { data, status }: CurrentUserState): Promise<void> {
  if (applied && applied.data === data && applied.status === status) return;
  applied = { data, status };
  if (status === 'error') {
    // Offline or failing: keep showing the member restored from the cache, if any.
    if (data) setSessionUser(data);
    else session.userKnown = true;
    return;
  }
  if (status !== 'success') return;
  if (data) await startMemberSession(queryClient, data);
  else if (cacheOwner() !== 'visitor') await endMemberSession(queryClient);
  else setSessionUser(null);
}
