/**
 * The home page's sizes, kinds and settings, without zod: the page uses them in its first view,
 * where the reply's schemas (home.schema.ts) would cost their building for nothing.
 */

/** The like carousel holds 9 listings (spec 1 section 9). */
export const HOME_LIKE_COUNT = 9;

/** Banner click types (spec 1 "Banner"): what ClickUrl holds. */
export const BannerClickType = { External: 0, Item: 2, List: 6, Store: 9, Market: 10 } as const;

/** Listings per home row (ending soon, most bids, new and the member's rows). */
export const HOME_ROW_SIZE = 12;

/**
 * The home page's listing rows, in the order shown: the member's own (watched items ending soonest,
 * auctions where they are outbid, recently viewed; each only when it has listings), then everyone's.
 */
export const homeRowKinds = ['watching', 'outbid', 'recent', 'ending', 'bids', 'new'] as const;
export type HomeRowKind = (typeof homeRowKinds)[number];

/** The home video stops after 30 minutes of playing (spec 1 "Home"), so a left-open tab does not stream forever. */
export const HOME_VIDEO_PAUSE_AFTER_MS = 30 * 60 * 1000;

/** Where the survey says the visitor heard of us; card-show and other take free text. */
export const surveySources = ['friends', 'instagram', 'facebook', 'x', 'alt', 'youtube', 'card-show', 'other'] as const;
export const surveySourcesWithText: readonly (typeof surveySources)[number][] = ['card-show', 'other'];
