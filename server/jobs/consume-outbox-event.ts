/**
 * Handles one outbox event for an idempotent consumer: claims the oldest waiting row of the given
 * kinds with FOR UPDATE SKIP LOCKED inside a transaction, runs the handler in that transaction and
 * marks the row processed with it, so any node may run consumers and a crash only hands the row to
 * the next run. A failing handler rolls back; the row counts the attempt, keeps the error and waits
 * a minute, up to MAX_EVENT_ATTEMPTS.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import type { Tx } from '../db/client';
import { outbox } from '../db/schema';
import type { OutboxKind } from '../services/outbox/enqueue-event';
import { observeJobLag } from '../metrics/metrics';

export const MAX_EVENT_ATTEMPTS = 5;
const RETRY_MS = 60_000;

export interface JobLog {
  error(obj: object, msg: string): void;
}
export const silentLog: JobLog = { error: () => {} };

export type OutboxEvent = typeof outbox.$inferSelect;

/** ok false: the handler failed and the event waits for a retry. */
export type Consumed<T> = { ok: true; value: T } | { ok: false };

/** The outcome for the oldest waiting event; null when none is waiting (or all are taken by other runs). */
export async function consumeNextEvent<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  kinds: readonly OutboxKind[],
  handle: (tx: Tx, event: OutboxEvent, now: Date) => Promise<T>,
  log: JobLog,
): Promise<Consumed<T> | null> {
  const now = ctx.clock.now();
  let claimed: number | undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [event] = await tx
        .select()
        .from(outbox)
        .where(
          and(
            inArray(outbox.kind, [...kinds]),
            isNull(outbox.processedAt),
            lte(outbox.availableAt, now),
            lt(outbox.attempts, MAX_EVENT_ATTEMPTS),
          ),
        )
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!event) return null;
      claimed = event.id;
      observeJobLag(`outbox:${event.kind}`, event.availableAt, now);
      const value = await handle(tx, event, now);
      await tx.update(outbox).set({ processedAt: now, attempts: event.attempts + 1 }).where(eq(outbox.id, event.id));
      return { ok: true as const, value };
    });
  } catch (error) {
    if (claimed === undefined) throw error;
    // Rolled back: try this event again later, and go on with the others meanwhile.
    log.error({ err: error, outboxId: claimed }, 'outbox event failed');
    await ctx.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(error), availableAt: new Date(now.getTime() + RETRY_MS) })
      .where(eq(outbox.id, claimed));
    return { ok: false };
  }
}
