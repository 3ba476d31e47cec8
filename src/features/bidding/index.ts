// The bidding feature's public face: the item page's bid box, the live-bid hook and the member's bid pages.
export { BidPanel } from './components/bid-panel';
export { useLiveAuction } from './live/use-live-auction';
export { biddingKeys } from './api/bidding-keys';
export { biddingRoutes } from './routes';
