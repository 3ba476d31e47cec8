// US tax refunds (spec 3 "Tax refund"): the page's route and the query keys (a CHP change after a refund reads through `taxRefundQueries.all()`).
export { taxRefundRoutes } from './routes';
export { taxRefundQueries } from './api/tax-refund-queries';
