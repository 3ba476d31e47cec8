import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-usd';
import { formatWithCurrency } from './format-with-currency';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('makes one formatter per locale and options, and another for other ones', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('ja', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat('en', { style: 'currency', currency: 'MOP' })).not.toBe(usd);
  });
});

describe('money formats', () => {
  it('writes USD cents in the viewer locale', () => {
    expect(formatUsd(123450, 'en')).toBe('$1,234.50');
    expect(formatUsd(5, 'en')).toBe('$0.05');
  });

  it('writes any currency with its code, and an unknown code before the plain number', () => {
    expect(formatWithCurrency(499, 'USD', 'en').replace(/\s/g, ' ')).toBe('USD 4.99');
    expect(formatWithCurrency(12000, 'MOP', 'en').replace(/\s/g, ' ')).toBe('MOP 120.00');
    expect(formatWithCurrency(499, 'NOT-A-CODE', 'en')).toBe('NOT-A-CODE 4.99');
  });
});
