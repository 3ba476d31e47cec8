// The CHP feature's public face: its route and query keys (a top-up or payment invalidates `chpQueries.all()`).
export { chpRoutes } from './routes';
export { chpQueries } from './api/get-chp-history';
