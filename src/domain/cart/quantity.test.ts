import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, quantityError } from './quantity';

const plenty = { stock: 10, isLimit: false, limitNum: 0, bought: 0 };
const limited = { stock: 10, isLimit: true, limitNum: 3, bought: 0 };

describe('maxQuantity', () => {
  it('is the stock without a purchase limit, whatever was bought before', () => {
    expect(maxQuantity(plenty)).toBe(10);
    expect(maxQuantity({ ...plenty, bought: 8 })).toBe(10);
  });
  it('is the limit minus the units already bought when that is lower than the stock', () => {
    expect(maxQuantity(limited)).toBe(3);
    expect(maxQuantity({ ...limited, bought: 2 })).toBe(1);
    expect(maxQuantity({ ...limited, bought: 5 })).toBe(0);
    expect(maxQuantity({ ...limited, stock: 2 })).toBe(2);
  });
  it('is 0 when sold out', () => {
    expect(maxQuantity({ ...plenty, stock: 0 })).toBe(0);
  });
});

describe('quantityError', () => {
  it('accepts 1 up to the maximum', () => {
    expect(quantityError(1, plenty)).toBeNull();
    expect(quantityError(10, plenty)).toBeNull();
    expect(quantityError(1, { ...limited, bought: 2 })).toBeNull();
  });
  it('asks for at least 1 below 1 and for anything not a whole number', () => {
    expect(quantityError(0, plenty)).toBe('QUANTITY_TOO_LOW');
    expect(quantityError(-3, plenty)).toBe('QUANTITY_TOO_LOW');
    expect(quantityError(1.5, plenty)).toBe('QUANTITY_TOO_LOW');
    expect(quantityError(Number.NaN, plenty)).toBe('QUANTITY_TOO_LOW');
  });
  it('answers insufficient inventory over the stock or over the remaining purchase limit', () => {
    expect(quantityError(11, plenty)).toBe('INSUFFICIENT_INVENTORY');
    expect(quantityError(4, limited)).toBe('INSUFFICIENT_INVENTORY');
    expect(quantityError(2, { ...limited, bought: 2 })).toBe('INSUFFICIENT_INVENTORY');
    expect(quantityError(1, { ...plenty, stock: 0 })).toBe('INSUFFICIENT_INVENTORY');
  });
});

describe('clampQuantity', () => {
  it('keeps the nearest allowed quantity, never below 1', () => {
    expect(clampQuantity(0, plenty)).toBe(1);
    expect(clampQuantity(99, plenty)).toBe(10);
    expect(clampQuantity(99, { ...plenty, stock: 0 })).toBe(1);
    expect(clampQuantity(2.7, plenty)).toBe(2);
  });
});
