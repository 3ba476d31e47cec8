import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatBadgeCount } from '../../../lib/format/badge-count';
import { useDisclosure } from '../../../lib/hooks/use-disclosure';
import { session } from '../../../lib/session/session-store';
import { useMemberAction } from '../../auth';
import { dropdownParams, useWatchList } from '../api/get-watch-list';
import { preloadable, usePreloadWhenIdle } from '../../../lib/lazy/preloadable';

const panel = preloadable(() => import('./watch-dropdown-panel').then((module) => module.WatchDropdownPanel));

/**
 * The header's watch icon (spec 1 section 2): a badge with the member's watch count (99+) and a
 * dropdown of the 6 most recently watched items with a link to the whole list. A visitor pressing
 * it goes to /login and comes back.
 */
export function WatchDropdown() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const guard = useMemberAction();
  const { open, toggle, panelId, rootRef, buttonRef, closeOnLink } = useDisclosure();
  const list = useWatchList(dropdownParams, Boolean(user));
  usePreloadWhenIdle(panel.preload);

  const badge = user ? formatBadgeCount(list.data?.count ?? 0) : '';
  const label = t`Watch list`;
  return (
    <div className="watch-dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-action header-action--icon"
        aria-label={badge ? t`${label} (${badge})` : label}
        aria-expanded={user ? open : undefined}
        aria-controls={user ? panelId : undefined}
        onClick={() => guard(toggle)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        {badge && (
          <span className="badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {user && (
        <div id={panelId} className="watch-dropdown__panel" hidden={!open} onClick={closeOnLink}>
          {open && (
            <Suspense fallback={<p className="watch-dropdown__status" role="status" aria-busy="true" />}>
              <panel.Component list={list} />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
