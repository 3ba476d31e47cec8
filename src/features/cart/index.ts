// The cart feature's public face: the store item page's Add to cart / Buy now, the header badge
// count, and the cart and store checkout routes.
export { StoreItemPurchase, type StoreItemPurchaseProps } from './components/store-item-purchase';
export { useCartCount, cartQueries } from './api/cart-queries';
export { cartRoutes } from './routes';
