import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';
import { useNotificationCounts } from './get-notification-counts';
import { useNoticesRefresh } from './use-notices-refresh';

/** The header's message badge: the member's unread notices, following new ones live; 0 for a visitor. */
export function useMessageCount(): number {
  const { user } = useSnapshot(session);
  const counts = useNotificationCounts();
  useNoticesRefresh(user !== null);
  return user ? (counts.data?.Total ?? 0) : 0;
}
