/**
 * When Holo offers push notifications: right after the member did something worth hearing back
 * about (a bid, an offer), once, and not again for two weeks after "Not now". The browser's own
 * permission prompt comes only from the explanation's button.
 */
import { proxy } from 'valtio';

const ASKED_KEY = 'holo_push_offered_at';
const ASK_AGAIN_MS = 14 * 24 * 3_600_000;

export const pushOffer = proxy({ open: false });

function offeredRecently(): boolean {
  try {
    const at = Number(localStorage.getItem(ASKED_KEY) ?? 0);
    return Date.now() - at < ASK_AGAIN_MS;
  } catch {
    return true;
  }
}

/** Opens the explanation if this device gets no notifications yet and was not asked lately (nor blocked them). */
export function offerPushNotifications() {
  if (offeredRecently()) return;
  // The subscription's code loads only now: the item page's first view goes without it.
  void import('../push-device').then(async ({ currentSubscription, pushSupported }) => {
    if (!pushSupported() || Notification.permission === 'denied') return;
    if (!(await currentSubscription())) pushOffer.open = true;
  });
}

export function closePushOffer() {
  pushOffer.open = false;
  try {
    localStorage.setItem(ASKED_KEY, String(Date.now()));
  } catch {
    // private mode: ask again next time
  }
}
