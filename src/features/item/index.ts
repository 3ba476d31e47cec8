// The item feature's public face: its routes, and the item query the bidding feature updates.
export { itemRoutes } from './routes';
export { itemQueries, itemKeys } from './api/item-queries';
export type { ItemDetail } from '../../domain/bidding/item-detail.schema';
export { isAuction, itemPhase, type ItemPhase } from './item-phase';
