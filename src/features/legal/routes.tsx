import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteObject } from 'react-router-dom';
import type { AgreementKey } from '../../domain/legal/agreement-keys';
import { lazyPage } from '../../lib/navigation/lazy-page';
import type { RouteHandle } from '../../lib/navigation/route-handle';

const PrivacyPage = lazyPage(async () => (await import('./pages/terms-page')).PrivacyTermsPage);
const ServicePage = lazyPage(async () => (await import('./pages/terms-page')).ServiceTermsPage);
const HolidayPage = lazyPage(async () => (await import('./pages/holiday-page')).HolidayPage);

/** An information page bound to its text (a lazy page takes no props). */
function infoPage(textKey: AgreementKey) {
  return lazyPage(async () => {
    const { InfoPage } = await import('./pages/info-page');
    return function BoundInfoPage() {
      return <InfoPage textKey={textKey} />;
    };
  });
}

const info = (path: string, textKey: AgreementKey, title: MessageDescriptor): RouteObject => {
  const Page = infoPage(textKey);
  return { path, handle: { title } satisfies RouteHandle, element: <Page /> };
};

/**
 * The legal and information pages (spec 3), for visitors too. /terms/account is the close-account
 * feature's page (its text is the 'account' key); /terms/contact shows the customer service text.
 */
export const legalRoutes: RouteObject[] = [
  { path: 'terms/privacy', handle: { title: msg`Privacy Policy` } satisfies RouteHandle, element: <PrivacyPage /> },
  { path: 'terms/service', handle: { title: msg`Terms of Service` } satisfies RouteHandle, element: <ServicePage /> },
  info('terms/customer', 'customer', msg`Customer service`),
  info('terms/contact', 'customer', msg`Contact us`),
  info('terms/process', 'process', msg`How payment works`),
  info('terms/purchase', 'purchase', msg`Purchase terms`),
  info('terms/merchants', 'merchants', msg`Selling on Holo`),
  info('terms/becomeseller', 'becomeseller', msg`Become a seller`),
  info('terms/importantUpdate', 'important-update', msg`Important update`),
  info('terms/important-update', 'important-update', msg`Important update`),
  info('terms/place', 'place', msg`Delivery places`),
  info('terms/traderules', 'traderules', msg`Trading rules`),
  info('terms/about', 'about', msg`About Holo`),
  { path: 'terms/hoilday/:id?', handle: { title: msg`Holiday notice` } satisfies RouteHandle, element: <HolidayPage /> },
  { path: 'terms/holiday/:id?', handle: { title: msg`Holiday notice` } satisfies RouteHandle, element: <HolidayPage /> },
];
