import { describe, expect, it } from 'vitest';
import { CHECK_WINDOW_MS, CheckState, checkSecondsLeft, checkStateOf, shipsToWarehouse } from './condition-check';

const at = new Date('2026-05-01T10:00:00Z');

describe('shipsToWarehouse', () => {
  it('is a cross-region order through an agency without a custom transfer address', () => {
    expect(shipsToWarehouse({ businessType: 2, agencyId: 2, transferAddressId: null })).toBe(true);
    expect(shipsToWarehouse({ businessType: 2, agencyId: 3, transferAddressId: 7 })).toBe(false);
    expect(shipsToWarehouse({ businessType: 0, agencyId: null, transferAddressId: null })).toBe(false);
    expect(shipsToWarehouse({ businessType: 2, agencyId: null, transferAddressId: null })).toBe(false);
  });
});

describe('checkStateOf', () => {
  it('is 0 before the warehouse received the card, 1 while it is checked, 2 once photographed or confirmed', () => {
    expect(checkStateOf(null)).toBe(CheckState.NotReceived);
    expect(checkStateOf({ checkedAt: null, confirmedAt: null })).toBe(CheckState.Checking);
    expect(checkStateOf({ checkedAt: at, confirmedAt: null })).toBe(CheckState.Checked);
    expect(checkStateOf({ checkedAt: at, confirmedAt: at })).toBe(CheckState.Checked);
  });
});

describe('checkSecondsLeft (CheckTimeLong)', () => {
  it('counts down the 48 hours from the photos, never below 0', () => {
    const item = { checkedAt: at, confirmedAt: null };
    expect(checkSecondsLeft(item, at)).toBe(48 * 3600);
    expect(checkSecondsLeft(item, new Date(at.getTime() + 1500))).toBe(48 * 3600 - 1);
    expect(checkSecondsLeft(item, new Date(at.getTime() + CHECK_WINDOW_MS - 1))).toBe(1);
    expect(checkSecondsLeft(item, new Date(at.getTime() + CHECK_WINDOW_MS + 5000))).toBe(0);
  });
  it('is null before the photos and after the buyer confirmed', () => {
    expect(checkSecondsLeft(null, at)).toBeNull();
    expect(checkSecondsLeft({ checkedAt: null, confirmedAt: null }, at)).toBeNull();
    expect(checkSecondsLeft({ checkedAt: at, confirmedAt: at }, at)).toBeNull();
  });
});
