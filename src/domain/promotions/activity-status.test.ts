import { describe, expect, it } from 'vitest';
import { activityStatusAt, statusRank, textIn } from './activity-status';

const starts = new Date('2026-12-01T00:00:00Z');
const ends = new Date('2026-12-31T00:00:00Z');

describe('activityStatusAt', () => {
  it('is coming soon before the start, live from the start and finished from the end', () => {
    expect(activityStatusAt(starts, ends, new Date('2026-11-30T23:59:59Z'))).toBe(0);
    expect(activityStatusAt(starts, ends, starts)).toBe(1);
    expect(activityStatusAt(starts, ends, new Date('2026-12-30T23:59:59Z'))).toBe(1);
    expect(activityStatusAt(starts, ends, ends)).toBe(2);
  });

  it('ranks live before coming soon before finished', () => {
    expect([2, 0, 1].sort((a, b) => statusRank(a as 0) - statusRank(b as 0))).toEqual([1, 0, 2]);
  });
});

describe('textIn', () => {
  const text = { en: 'Holiday raffle', ko: '연말 추첨', ja: '  ' };
  it("picks the reader's language when written", () => expect(textIn(text, 'ko')).toBe('연말 추첨'));
  it('falls back to English when missing or blank', () => {
    expect(textIn(text, 'zh-Hant')).toBe('Holiday raffle');
    expect(textIn(text, 'ja')).toBe('Holiday raffle');
  });
});
