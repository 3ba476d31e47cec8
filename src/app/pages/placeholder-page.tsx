import { useLingui } from '@lingui/react';
import { ComingSoonPage } from '../../components/page/coming-soon-page';
import { useRouteTitle } from '../layout/use-route-title';

export function PlaceholderPage() {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  return <ComingSoonPage title={title ? i18n._(title) : ''} />;
}
