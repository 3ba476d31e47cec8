import { describe, expect, it } from 'vitest';
import { buyBarEligible, buyBarShown } from './buy-bar';

const base = { phone: true, boxOnScreen: false, own: false, finished: false };

describe('the phone buy bar', () => {
  it('shows on a phone while the buy box is off screen', () => {
    expect(buyBarShown(base)).toBe(true);
    expect(buyBarShown({ ...base, boxOnScreen: true })).toBe(false);
  });

  it('never shows on a desktop, on the seller’s own item or a finished one', () => {
    expect(buyBarShown({ ...base, phone: false })).toBe(false);
    expect(buyBarShown({ ...base, own: true })).toBe(false);
    expect(buyBarShown({ ...base, finished: true })).toBe(false);
  });

  it('keeps room at the bottom whenever it may show, also while the box is on screen', () => {
    expect(buyBarEligible({ phone: true, own: false, finished: false })).toBe(true);
    expect(buyBarEligible({ phone: true, own: true, finished: false })).toBe(false);
  });
});
