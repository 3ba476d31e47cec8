// The orders feature's public face: the buyer's order lists (/myholo/purchase, /myholo/mallorder).
export { orderRoutes } from './routes';
export { orderListKeys } from './api/order-list-keys';
