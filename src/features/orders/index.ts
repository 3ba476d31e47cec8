// The orders feature's public face: the buyer's order lists (/myholo/purchase, /myholo/mallorder)
// and the order detail pages (/myholo/detail/{id}, /myholo/orderdetail/{id}).
export { orderRoutes } from './routes';
export { orderListKeys } from './api/order-list-keys';
export { orderPageKeys } from './api/order-page-keys';
