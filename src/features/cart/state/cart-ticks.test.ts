// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../../../domain/cart/cart.schema';
import { readUnticked, saveUnticked, tickedLines } from './cart-ticks';

const line = (Id: number, patch: Partial<CartLine> = {}) => ({ Id, Disabled: false, DisabledReason: null, ...patch }) as CartLine;

beforeEach(() => sessionStorage.clear());

describe('cart ticks', () => {
  it('ticks every line that can be bought, not the disabled ones (sold out, ended, coming soon, over the limit)', () => {
    const lines = [
      line(1),
      line(2, { Disabled: true, DisabledReason: 'sold_out' }),
      line(3, { Disabled: true, DisabledReason: 'quantity' }),
      line(4, { Disabled: true, DisabledReason: 'coming_soon' }),
      line(5),
    ];
    expect(tickedLines(lines, new Set()).map((l) => l.Id)).toEqual([1, 5]);
  });

  it('leaves out what the buyer unticked, and keeps that over a reload', () => {
    saveUnticked(new Set([5]));
    expect(tickedLines([line(1), line(5), line(6)], readUnticked()).map((l) => l.Id)).toEqual([1, 6]);
    saveUnticked(new Set());
    expect(readUnticked().size).toBe(0);
  });

  it('reads a damaged entry as nothing unticked', () => {
    sessionStorage.setItem('cart-unticked', '{oops');
    expect(readUnticked().size).toBe(0);
  });
});
