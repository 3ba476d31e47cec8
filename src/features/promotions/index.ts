// The promotions feature's public face: its routes, the pop-up (home and settings), the user menu's link and its query keys.
export { promotionRoutes } from './routes';
export { PromotionPopup } from './components/promotion-popup';
export { PromotionsMenuLink } from './components/promotions-menu-link';
export { promotionKeys } from './api/promotion-keys';
