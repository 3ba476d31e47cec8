import { describe, expect, it } from 'vitest';
import { applyPriceRange, cleanPriceInput, priceParam } from './price-input';

describe('cleanPriceInput', () => {
  it('keeps digits and one point with at most two decimals', () => {
    expect(cleanPriceInput('12.345')).toBe('12.34');
    expect(cleanPriceInput('1.2.3')).toBe('1.23');
    expect(cleanPriceInput('$1,250.5')).toBe('1250.5');
    expect(cleanPriceInput('abc')).toBe('');
    expect(cleanPriceInput('-5')).toBe('5');
  });
  it('keeps a trailing point while typing and caps the whole part at 7 digits', () => {
    expect(cleanPriceInput('12.')).toBe('12.');
    expect(cleanPriceInput('123456789')).toBe('1234567');
  });
});

describe('priceParam', () => {
  it('accepts digits with up to two decimals and drops empty or incomplete text', () => {
    expect(priceParam('12.5')).toBe('12.5');
    expect(priceParam('12.')).toBe('12');
    expect(priceParam('')).toBeUndefined();
    expect(priceParam('.5')).toBeUndefined();
    expect(priceParam('1.234')).toBeUndefined();
  });
});

describe('applyPriceRange', () => {
  it('keeps a range whose max is above its min', () => {
    expect(applyPriceRange('10', '20.50')).toEqual({ min: '10', max: '20.50' });
  });
  it('clears the max when min >= max', () => {
    expect(applyPriceRange('20', '20')).toEqual({ min: '20', max: undefined });
    expect(applyPriceRange('25', '20.99')).toEqual({ min: '25', max: undefined });
  });
  it('allows either end alone', () => {
    expect(applyPriceRange('', '50')).toEqual({ min: undefined, max: '50' });
    expect(applyPriceRange('5', '')).toEqual({ min: '5', max: undefined });
  });
});
