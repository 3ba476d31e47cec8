import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../../lib/api/api-client';
import { isAuthPath, rememberReturnPage } from '../../lib/navigation/return-page';
import { endMemberSession } from '../../lib/session/member-session';
import { queryClient } from '../providers/query-client';

/**
 * A 401 means the session is gone: forget the member on this device and, for calls that needed
 * one, send the visitor to /login, coming back to this page afterwards (spec 1 section 8).
 * Rendered once inside the router.
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler((redirect) => {
      void endMemberSession(queryClient);
      if (!redirect || isAuthPath(pathname)) return;
      rememberReturnPage(pathname + search);
      void navigate('/login');
    });
    return () => setUnauthorizedHandler(() => {});
  }, [navigate, pathname, search]);
  return null;
}
