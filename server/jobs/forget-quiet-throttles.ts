/**
 * Forgets per-account throttle rows (take-account-attempt.ts) an hour quiet and no longer locked:
 * such a row would start its count over anyway, and without this sweep every identifier ever tried
 * (a spray of made-up accounts) would stay in the table for good. Small batches, each its own
 * statement, yielding between them like the other sweepers. Then the request-limit windows that
 * ended (rate-limit-store.ts).
 */
import { and, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../app';
import { accountThrottles } from '../db/schema';
import { QUIET_RESTART_MS } from '../services/accounts/take-account-attempt';
import { yieldToRequests } from './yield-to-requests';
import { forgetEndedRateLimitWindows } from '../http/rate-limit-store';

const ROWS_PER_BATCH = 500;

export async function runOnce(ctx: Pick<AppContext, 'db' | 'clock'>, maxBatches = 20): Promise<{ forgotten: number }> {
  let forgotten = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    await yieldToRequests();
    const now = ctx.clock.now();
    const quiet = and(
      lte(accountThrottles.lastAttemptAt, new Date(now.getTime() - QUIET_RESTART_MS)),
      or(isNull(accountThrottles.lockedUntil), lte(accountThrottles.lockedUntil, now)),
    );
    const stale = ctx.db.select({ key: accountThrottles.key }).from(accountThrottles).where(quiet).limit(ROWS_PER_BATCH);
    const gone = await ctx.db
      .delete(accountThrottles)
      .where(and(inArray(accountThrottles.key, stale), quiet))
      .returning({ key: accountThrottles.key });
    forgotten += gone.length;
    if (gone.length < ROWS_PER_BATCH) break;
  }
  await forgetEndedRateLimitWindows(ctx.db);
  return { forgotten };
}
