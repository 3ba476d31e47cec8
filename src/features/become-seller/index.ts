/** Becoming a seller (spec 3 "Become a seller", "Merchant status page"). Routes come from routes.tsx. */
export { sellerApplicationQuery, useSellerApplication } from './api/seller-application';
