import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { userIfKnown, whenUserKnown } from '../../../lib/session/session-store';

/**
 * Member-only actions (watch, follow, block, save a search) pressed by a visitor (spec 1 sections
 * 1 and 6): remember this page, go to /login, and the login form brings them back here.
 * Returns a guard: `guard(() => doIt())` runs the action for a member and redirects a visitor.
 */
export function useMemberAction() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (action: () => void) => {
      const decide = (user: CurrentUser | null) => {
        if (user) {
          action();
          return;
        }
        rememberReturnPage(location.pathname + location.search + location.hash);
        navigate('/login');
      };
      // Known (nearly always): decided at once, within the tap. Not yet: once GET /api/me answers.
      const known = userIfKnown();
      if (known !== undefined) decide(known);
      else void whenUserKnown().then(decide);
    },
    [location.pathname, location.search, location.hash, navigate],
  );
}
