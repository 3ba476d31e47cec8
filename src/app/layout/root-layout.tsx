import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageLoading } from '../../components/page/page-loading';
import { ToastRegion } from '../../components/toast/toast-region';
import { useOnline } from '../../lib/hooks/use-online';
import { session } from '../../lib/session/session-store';
import { OfflineBanner } from '../pwa/offline-banner';
import { OfflinePageGate } from '../pwa/offline-page-gate';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { ScrollButtons } from './scroll-buttons';
import { TitleHeader } from './title-header';
import { headerKind } from './title-header-paths';
import { usePageEffects } from './use-page-effects';

const MemberHosts = lazy(() => import('./member-hosts'));

export function RootLayout() {
  const { t } = useLingui();
  const location = useLocation();
  const { user } = useSnapshot(session);
  const online = useOnline();
  usePageEffects();
  const header = headerKind(location.pathname);
  return (
    // Offline, the loading placeholders stand still (skeleton.css): they wait for the connection.
    <div className="shell" data-offline={online ? undefined : true}>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      {header !== 'title' && <SiteHeader wideOnly={header === 'member'} />}
      {header !== 'site' && <TitleHeader underSiteHeader={header === 'member'} />}
      <NavigationProgress />
      <OfflineBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        {/* Rarely seen: main.tsx loads the first page's code before rendering, and a navigation
            keeps the page being left until the next one's code is in. */}
        <OfflinePageGate>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </OfflinePageGate>
      </main>
      <SiteFooter />
      <ScrollButtons />
      <ToastRegion />
      <UpdatePrompt />
      {user && (
        <Suspense fallback={null}>
          <MemberHosts />
        </Suspense>
      )}
    </div>
  );
}
