import { describe, expect, it } from 'vitest';
import { formatCents } from './format-cents';

describe('formatCents', () => {
  it('formats integer cents with two decimals and grouping', () => {
    expect(formatCents(123456, 'en')).toBe('1,234.56');
    expect(formatCents(5, 'en')).toBe('0.05');
    expect(formatCents(0, 'en')).toBe('0.00');
  });
});
