import { describe, expect, it } from 'vitest';
import { countdownParts, msUntil } from './countdown';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('countdownParts', () => {
  it('shows days and hours a day or more ahead, not urgent', () => {
    expect(countdownParts(2 * d + 5 * h + 30 * m)).toEqual({ unit: 'dh', first: 2, second: 5, urgent: false });
  });
  it('shows hours and minutes under a day', () => {
    expect(countdownParts(5 * h + 12 * m + 59 * s)).toEqual({ unit: 'hm', first: 5, second: 12, urgent: false });
  });
  it('is urgent (red) in the last hour', () => {
    expect(countdownParts(h)).toEqual({ unit: 'hm', first: 1, second: 0, urgent: true });
    expect(countdownParts(h + s).urgent).toBe(false);
    expect(countdownParts(59 * m + 59 * s)).toEqual({ unit: 'ms', first: 59, second: 59, urgent: true });
  });
  it('shows seconds alone in the last minute', () => {
    expect(countdownParts(42 * s + 900)).toEqual({ unit: 's', first: 42, second: 0, urgent: true });
  });
  it('is ended at zero, below a whole second and after the end', () => {
    expect(countdownParts(0).unit).toBe('ended');
    expect(countdownParts(999).unit).toBe('ended');
    expect(countdownParts(-5 * m).unit).toBe('ended');
  });
  it('switches unit exactly at a day', () => {
    expect(countdownParts(d)).toEqual({ unit: 'dh', first: 1, second: 0, urgent: false });
    expect(countdownParts(d - s)).toEqual({ unit: 'hm', first: 23, second: 59, urgent: false });
  });
});

describe('msUntil', () => {
  it('measures from now to an ISO time and treats an unreadable one as ended', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(msUntil('2026-03-01T13:00:00Z', now)).toBe(h);
    expect(msUntil('not a date', now)).toBe(0);
  });
});
