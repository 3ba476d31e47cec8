/** The promotional pop-up shows once per activity per device: its dismissal is kept in localStorage. */
const keyOf = (activityId: number) => `holo_promo_popup_seen:${activityId}`;

export function popupDismissed(activityId: number, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(keyOf(activityId)) !== null;
  } catch {
    // Storage refused (private mode): better to not show it than to show it on every page.
    return true;
  }
}

export function dismissPopup(activityId: number, storage: Storage = localStorage) {
  try {
    storage.setItem(keyOf(activityId), new Date().toISOString());
  } catch {
    // Nothing to remember it in: it will simply show again next visit.
  }
}
