/**
 * The auction countdown of listing cards and item pages (spec 1 section 4): days and hours, hours
 * and minutes, minutes and seconds, seconds, then ended (shown as 00:00). The last hour is urgent
 * (shown red). Pure: the caller passes the time left and formats the units in its language.
 */
export type CountdownParts =
  | { unit: 'dh'; first: number; second: number; urgent: false }
  | { unit: 'hm'; first: number; second: number; urgent: boolean }
  | { unit: 'ms'; first: number; second: number; urgent: true }
  | { unit: 's'; first: number; second: 0; urgent: true }
  | { unit: 'ended'; first: 0; second: 0; urgent: false };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An hour or less left is urgent. */
export const URGENT_WITHIN_MS = HOUR;

export function countdownParts(msLeft: number): CountdownParts {
  // Whole seconds, rounded down: "0 s" never shows while time is left, it goes straight to ended.
  const left = Math.floor(msLeft / SECOND) * SECOND;
  if (left <= 0) return { unit: 'ended', first: 0, second: 0, urgent: false };
  if (left >= DAY) return { unit: 'dh', first: Math.floor(left / DAY), second: Math.floor((left % DAY) / HOUR), urgent: false };
  if (left >= HOUR) {
    return { unit: 'hm', first: Math.floor(left / HOUR), second: Math.floor((left % HOUR) / MINUTE), urgent: left <= URGENT_WITHIN_MS };
  }
  if (left >= MINUTE) return { unit: 'ms', first: Math.floor(left / MINUTE), second: Math.floor((left % MINUTE) / SECOND), urgent: true };
  return { unit: 's', first: Math.floor(left / SECOND), second: 0, urgent: true };
}

/** Milliseconds until `endIso` from `now`; NaN-safe (an unreadable date counts as ended). */
export function msUntil(endIso: string, now: number): number {
  const end = Date.parse(endIso);
  return Number.isNaN(end) ? 0 : end - now;
}
