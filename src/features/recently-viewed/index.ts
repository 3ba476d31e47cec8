// The recently-viewed feature's public face: the hook the item page calls, and its route.
export { useRecordView } from './api/record-view';
export { recentlyViewedQueries } from './api/get-recently-viewed';
export { recentlyViewedRoutes } from './routes';
