/** When a push the service could not take now (429, 5xx, no answer) is tried again. */

/** Tries in all, the first included; then the delivery is 'failed'. */
export const MAX_ATTEMPTS = 5;

/** After the 1st, 2nd, 3rd and 4th failed try. */
const BACKOFF_MS = [2_000, 8_000, 30_000, 120_000];
const MAX_RETRY_AFTER_MS = 3_600_000;

/**
 * The wait after `attempts` failed tries: the service's Retry-After (seconds or an HTTP date) when it
 * sent one, within an hour, else the backoff step. `wallNowMs` reads an HTTP date (a real time).
 */
export function retryDelayMs(attempts: number, retryAfter: string | null, wallNowMs: number): number {
  const asked = parseRetryAfter(retryAfter, wallNowMs);
  if (asked !== null) return Math.min(MAX_RETRY_AFTER_MS, Math.max(1_000, asked));
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
}

function parseRetryAfter(value: string | null, wallNowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : at - wallNowMs;
}
