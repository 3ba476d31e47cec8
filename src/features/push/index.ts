// Push notifications: the offer after a bid or offer, the device sync, the settings page's section and sign-out's device removal.
export { offerPushNotifications } from './components/push-offer-store';
export { PushOfferInline } from './components/push-offer-inline';
export { PushOfferDialog } from './components/push-offer-dialog';
export { PushDeviceSync } from './components/push-device-sync';
export { forgetPushDevice } from './push-device';
export { NotificationSettings } from './components/notification-settings';
