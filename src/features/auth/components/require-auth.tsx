import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageLoading } from '../../../components/page/page-loading';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { session } from '../../../lib/session/session-store';

/** Member-only pages: a visitor goes to /login and comes back here after signing in (spec 1 section 1). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, userKnown } = useSnapshot(session);
  const location = useLocation();
  const navigate = useNavigate();
  const mustSignIn = userKnown && !user;

  useEffect(() => {
    if (!mustSignIn) return;
    rememberReturnPage(location.pathname + location.search);
    navigate('/login', { replace: true });
  }, [mustSignIn, location.pathname, location.search, navigate]);

  return user ? children : <PageLoading />;
}
