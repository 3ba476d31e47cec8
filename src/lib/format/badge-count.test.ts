import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count';

describe('formatBadgeCount', () => {
  it('hides the badge for zero or less', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps anything above 99 at "99+"', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });
});
