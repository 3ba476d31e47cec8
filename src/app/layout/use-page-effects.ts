import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { isAuthPath, rememberReturnPage } from '../../lib/navigation/return-page';
import { documentTitle, usePageNameValue, useRouteTitle } from './use-route-title';

/**
 * What every navigation does (spec 1 section 2): set the page title ("Sign in · Holo", or the item's own name), scroll to
 * the top, and when it arrives at /login (or /register, /forgot) remember the page it came from.
 */
export function usePageEffects() {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  const location = useLocation();
  const previous = useRef<string | null>(null);

  const pageTitle = title ? i18n._(title) : null;
  // An item or store page names itself (usePageName): a shared tab or bookmark says which.
  const pageName = usePageNameValue();
  useEffect(() => {
    document.title = documentTitle(pageName, pageTitle);
  }, [pageName, pageTitle]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    const here = location.pathname + location.search;
    if (isAuthPath(location.pathname) && previous.current && !isAuthPath(previous.current.split('?')[0] ?? '')) {
      rememberReturnPage(previous.current);
    }
    previous.current = here;
  }, [location.pathname, location.search]);
}
