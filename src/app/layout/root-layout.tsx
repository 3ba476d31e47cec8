import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router-dom';
import { ToastRegion } from '../../components/toast/toast-region';
import { AutoVerificationPrompt, TradeGateHost } from '../../features/verification';
import { PushDeviceSync, PushOfferDialog } from '../../features/push';
import { OfflineBanner } from '../pwa/offline-banner';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { ScrollButtons } from './scroll-buttons';
import { TitleHeader } from './title-header';
import { usesTitleHeader } from './title-header-paths';
import { usePageEffects } from './use-page-effects';

export function RootLayout() {
  const { t } = useLingui();
  const location = useLocation();
  usePageEffects();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      {usesTitleHeader(location.pathname) ? <TitleHeader /> : <SiteHeader />}
      <NavigationProgress />
      <OfflineBanner />
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollButtons />
      <ToastRegion />
      <TradeGateHost />
      <AutoVerificationPrompt />
      <UpdatePrompt />
      <PushOfferDialog />
      <PushDeviceSync />
    </div>
  );
}
