/**
 * The phone's buy bar (issue 32 point 2): the price, time and actions of the item page's buy box,
 * kept at the bottom of the screen while the box itself is off screen (below the fold on arrival,
 * or scrolled past). Never on a desktop, never for the seller's own item or a finished one.
 */
export const PHONE_LAYOUT = '(max-width: 899px)';

export interface BuyBarState {
  /** The page is laid out for a phone (one column). */
  phone: boolean;
  /** The buy box's buttons are on screen, below the sticky header (the price alone is not enough). */
  boxOnScreen: boolean;
  own: boolean;
  /** Ended, sold or sold out: nothing left to buy. */
  finished: boolean;
}

/** Whether the bar can show on this page at all (the page keeps room for it at the bottom then). */
export function buyBarEligible({ phone, own, finished }: Omit<BuyBarState, 'boxOnScreen'>): boolean {
  return phone && !own && !finished;
}

export function buyBarShown(state: BuyBarState): boolean {
  return buyBarEligible(state) && !state.boxOnScreen;
}

/** One of the bar's buttons: its label and the buy box's button it presses (so both run the same code). */
export interface BuyBarAction {
  key: string;
  label: string;
  /** A selector inside the buy box, e.g. '.bid-panel__button'. */
  target: string;
  primary?: boolean;
}
