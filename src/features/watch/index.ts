// The watch feature's public face: the toggle for listing cards and pages, the header dropdown and its routes.
export { WatchToggle, type WatchToggleProps } from './components/watch-toggle';
export { watchQueries } from './api/get-watch-list';
export { WatchDropdown } from './components/watch-dropdown';
export { watchRoutes } from './routes';
