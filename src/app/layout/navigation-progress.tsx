import { useSnapshot } from 'valtio';
import { pageCode } from '../../lib/navigation/lazy-page';

/** A thin bar while the next page's code loads; the current page stays until then. */
export function NavigationProgress() {
  const { loading } = useSnapshot(pageCode);
  return <div className={`nav-progress${loading > 0 ? ' nav-progress--active' : ''}`} aria-hidden="true" />;
}
