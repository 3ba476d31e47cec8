import { useEffect, useRef } from 'react';
import { msUntil } from '../../../domain/catalog/countdown';
import { useClock } from '../../../lib/hooks/use-clock';

/**
 * Calls `onReach` once when the (server-corrected) clock passes `until`: the auction end or the
 * coming-soon start. It renders nothing, so only it re-renders every second, not the whole page.
 */
export function DeadlineWatcher({ until, offsetMs, onReach }: { until: string | null; offsetMs: number; onReach: () => void }) {
  const now = useClock() + offsetMs;
  const reached = until !== null && msUntil(until, now) <= 0;
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (!reached || until === null || fired.current === until) return;
    fired.current = until;
    onReach();
  }, [reached, until, onReach]);
  return null;
}
