import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NotSavedOffline } from '../../components/status/not-saved-offline';
import { useOnline } from '../../lib/hooks/use-online';

/**
 * Offline, a page never opened on this device has nothing to draw: its queries wait for the
 * network and it stays an empty skeleton (issue 32 found item and store pages blank). When the
 * page waits for data and has not drawn even its heading (h1), "this page was not saved for
 * offline use" stands in for it, with the lists the device keeps. The page stays mounted, hidden,
 * so it appears by itself once the connection is back. A page that drew its heading is partly
 * there: the offline banner says what is missing.
 */
export function OfflinePageGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const waiting = useWaitingForData(!online);
  const pageRef = useRef<HTMLDivElement>(null);
  const [blank, setBlank] = useState(false);

  useLayoutEffect(() => {
    const page = pageRef.current;
    if (!waiting || !page) {
      setBlank(false);
      return;
    }
    const check = () => setBlank(page.querySelector('h1') === null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(page, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [waiting]);

  const notSaved = waiting && blank;
  return (
    <>
      {notSaved && (
        <div className="page">
          <NotSavedOffline heading="h1" />
        </div>
      )}
      <div ref={pageRef} className="offline-gate" hidden={notSaved}>
        {children}
      </div>
    </>
  );
}

/** Offline: whether a query on screen has nothing yet and waits for the connection. */
function useWaitingForData(offline: boolean): boolean {
  const queryCache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => (offline ? queryCache.subscribe(onChange) : () => {}),
    () => offline && queryCache.findAll({ type: 'active' }).some(({ state }) => state.data === undefined && state.fetchStatus === 'paused'),
    // The server's first view, and the browser's hydration of it, are drawn online.
    () => false,
  );
}
