// The checkout feature's public face: the item page's Buy now, and the marketplace checkout,
// payment result and CHP charge pages.
export { BuyNow } from './components/buy-now';
export { checkoutRoutes } from './routes';
