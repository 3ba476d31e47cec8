import { Suspense, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../../components/error/page-error-boundary';
import { ReloadPage } from '../../components/error/reload-page';
import { StatusPanel } from '../../components/status/status-panel';
import { setUnauthorizedHandler } from '../../lib/api/api-client';
import { failedWithoutData } from '../../lib/query/failed-without-data';
import { staffMeQuery } from '../api/staff-me';
import { goToSignIn } from './go-to-sign-in';
import { NoAccess } from './no-access';
import { StaffShell } from './staff-shell';

/**
 * Who is here decides what shows: a visitor is sent to /login (and comes back), a member without a
 * desk sees "no access" and none of the tools, a staff member the console with their desks only.
 */
export function StaffLayout() {
  const { t } = useLingui();
  const location = useLocation();
  const me = useQuery(staffMeQuery);
  // A session lost while working (expired, signed out elsewhere): sign in again and come back here.
  useEffect(() => setUnauthorizedHandler((redirect) => redirect && goToSignIn()), []);
  const visitor = me.data === null;
  useEffect(() => {
    if (visitor) goToSignIn();
  }, [visitor]);

  if (me.isPending || visitor) return <p className="staff-boot" role="status">{t`Loading…`}</p>;
  if (failedWithoutData(me)) {
    return (
      <main className="staff-standalone">
        <StatusPanel heading="h1" tone="error" title={t`The staff console could not load`} actions={<button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>{t`Try again`}</button>} />
      </main>
    );
  }
  if (!me.data || me.data.Desks.length === 0) return <NoAccess />;
  return (
    <PageErrorBoundary resetKey={location.pathname} fallback={<ReloadPage className="staff-standalone" />}>
      <StaffShell me={me.data}>
        <Suspense fallback={<p className="staff-boot" role="status">{t`Loading…`}</p>}>
          <Outlet />
        </Suspense>
      </StaffShell>
    </PageErrorBoundary>
  );
}
