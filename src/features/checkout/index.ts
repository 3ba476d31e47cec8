// The checkout feature's public face: the item page's Buy now, the marketplace checkout, payment
// result and CHP charge pages, and the payment channel list and the Terms agreement the store
// order checkout shares.
export { BuyNow } from './components/buy-now';
export { checkoutRoutes } from './routes';
export { PayChannelList, channelLabel } from './components/pay-channel-list';
export { AgreementCheck } from './components/agreement-check';
export { useAgreement } from './components/use-agreement';
