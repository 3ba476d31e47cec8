/**
 * Decides ID verification applications whose provider verdict is due, so a member's status changes
 * without waiting for them to read it. Rows are taken with FOR UPDATE SKIP LOCKED: every node may
 * run it, and a member's own read (which decides lazily) never gets a verdict applied twice.
 */
import type { AppContext } from '../app';
import { decideDueVerifications } from '../services/verification/decide-due-verifications';
import { yieldToRequests } from './yield-to-requests';

// Small batches, one transaction each, with requests let in between (yield-to-requests.ts).
const BATCH = 25;

/** One pass: batches until nothing due is left; returns how many were decided. */
export async function runOnce(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  let decided = 0;
  for (;;) {
    await yieldToRequests();
    const n = await decideDueVerifications(ctx, { limit: BATCH });
    decided += n;
    if (n < BATCH) return decided;
  }
}
