import { setUnauthorizedHandler } from '../../lib/api/api-client';
import { isAuthPath, rememberReturnPage } from '../../lib/navigation/return-page';
import { endMemberSession } from '../../lib/session/member-session';
import { queryClient } from '../providers/query-client';
import { router } from '../router/router';

/**
 * A 401 means the session is gone: forget the member on this device and, for calls that needed
 * one, send the visitor to /login, coming back to this page afterwards (spec 1 section 8).
 */
export function handleUnauthorized() {
  setUnauthorizedHandler((redirect) => {
    void endMemberSession(queryClient);
    const { pathname, search } = router.state.location;
    if (!redirect || isAuthPath(pathname)) return;
    rememberReturnPage(pathname + search);
    void router.navigate('/login');
  });
}
