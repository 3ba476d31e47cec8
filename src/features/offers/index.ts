// The offers feature's public face: the item page's Make offer button and dialog, and the offer history page.
export { MakeOffer } from './components/make-offer';
export { offerKeys } from './api/offer-keys';
export { offerRoutes } from './routes';
