import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { session } from '../../../lib/session/session-store';

/**
 * Member-only actions (watch, follow, block, save a search) pressed by a visitor (spec 1 sections
 * 1 and 6): remember this page, go to /login, and the login form brings them back here.
 * Returns a guard: `guard(() => doIt())` runs the action for a member and redirects a visitor.
 */
export function useMemberAction() {
  const { user } = useSnapshot(session);
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(user);
  return useCallback(
    (action: () => void) => {
      if (signedIn) {
        action();
        return;
      }
      rememberReturnPage(location.pathname + location.search + location.hash);
      navigate('/login');
    },
    [signedIn, location.pathname, location.search, location.hash, navigate],
  );
}
