/**
 * The demo data's live pop-up promotions (server/db/seed/promotions.ts: ids 1 and 2), marked as
 * already seen on this device, so the promotional pop-up does not cover home and settings in
 * journeys about something else. The promotions journey starts without it.
 */
const SEEDED_POPUP_IDS = [1, 2];

export function promotionPopupsSeen(baseURL: string) {
  const origin = new URL(baseURL).origin;
  return {
    cookies: [],
    origins: [{ origin, localStorage: SEEDED_POPUP_IDS.map((id) => ({ name: `holo_promo_popup_seen:${id}`, value: '2026-01-01T00:00:00.000Z' })) }],
  };
}
