// The seller-relations feature's public face: follow and block buttons for store pages, and its routes.
export { FollowButton, type FollowButtonProps } from './components/follow-button';
export { BlockButton, type BlockButtonProps } from './components/block-button';
export { sellerRelationQueries } from './api/seller-relation-keys';
export { sellerRelationRoutes } from './routes';
