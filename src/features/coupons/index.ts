// The coupons feature's public face: its routes, the store checkout's per-line selector and the
// order lists' share button.
export { couponRoutes } from './routes';
export { CouponSelect, type CouponSelectProps } from './components/coupon-select';
export { ShareCouponButton } from './components/share-coupon-button';
export { couponKeys } from './api/coupon-keys';
export { useUsableCoupons, usableCouponsQuery } from './api/get-usable-coupons';
export { myCouponsQuery } from './api/get-my-coupons';
