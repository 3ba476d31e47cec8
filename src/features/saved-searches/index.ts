// The saved-searches feature's public face: the market's save button, the header's list and its routes.
export { SaveSearchButton, type SaveSearchButtonProps } from './components/save-search-button';
export { useSavedSearches, savedSearchQueries } from './api/get-saved-searches';
export { savedSearchRoutes } from './routes';
