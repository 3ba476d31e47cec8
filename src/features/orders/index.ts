// The orders feature's public face: the buyer's order lists (/myholo/purchase, /myholo/mallorder)
// and the order detail pages (/myholo/detail/{id}, /myholo/orderdetail/{id}).
export { orderRoutes } from './routes';
export { orderListKeys } from './api/order-list-keys';
export { orderPageKeys } from './api/order-page-keys';
// For the cases feature (its dispute dialog and refund outcome page share the order's API paths and pieces).
export { invalidateOrder } from './api/order-page-keys';
export { orderApiPath, orderDetailHref, type OrderRef } from './api/order-ref';
export { readOrderId } from './pages/order-id';
export { CopyButton } from './components/copy-button';
export { OrderPageProblem } from './components/order-page-problem';
export { PriceLines } from './components/price-lines';
export { TrackingEvents } from './components/tracking-events';
