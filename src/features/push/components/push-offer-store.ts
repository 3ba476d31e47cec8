/**
 * When Holo offers push notifications: after the member did something worth hearing back about
 * (a bid, an offer), once, and not again for two weeks after "Not now". The browser's own
 * permission prompt comes only from the explanation's button. After a bid the offer is inline
 * under the bid's result (PushOfferInline); after an offer it is a dialog once the offer is sent.
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

/** Whether to offer now: this device gets no notifications yet, was not asked lately, and did not block them. */
export async function pushOfferWanted(): Promise<boolean> {
  if (offeredRecently()) return false;
  // The subscription's code loads only now: the item page's first view goes without it.
  const { currentSubscription, pushSupported } = await import('../push-device');
  if (!pushSupported() || Notification.permission === 'denied') return false;
  return !(await currentSubscription());
}

/** Opens the explanation dialog when pushOfferWanted says so. */
export function offerPushNotifications() {
  void pushOfferWanted().then((wanted) => {
    if (wanted) pushOffer.open = true;
  });
}

/** The offer was seen and answered (or dismissed): not again for two weeks. */
export function markPushOffered() {
  try {
    localStorage.setItem(ASKED_KEY, String(Date.now()));
  } catch {
    // private mode: ask again next time
  }
}

export function closePushOffer() {
  pushOffer.open = false;
  markPushOffered();
}
