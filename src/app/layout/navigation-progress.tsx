import { useNavigation } from 'react-router-dom';

/** A thin bar while the next page's code loads; the current page stays until then. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return <div className={`nav-progress${navigation.state === 'loading' ? ' nav-progress--active' : ''}`} aria-hidden="true" />;
}
