/**
 * Sends the 'email' outbox rows through ctx.providers.messenger. A row is claimed with FOR UPDATE
 * SKIP LOCKED and leased (available_at moved 5 minutes on) in one statement, then sent outside any
 * transaction: two workers never send the same row, and a worker that dies mid-send leaves it to
 * be retried when the lease runs out. Failures back off; after MAX_EMAIL_ATTEMPTS a row is left
 * unsent with its last error.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app';
import { outbox } from '../db/schema';
import { OutboxKind, type EmailPayload } from '../services/outbox/enqueue-event';

export const MAX_EMAIL_ATTEMPTS = 5;
const LEASE_MS = 5 * 60_000;
const BATCH = 50;

interface Log {
  error(obj: object, msg: string): void;
}

/** Sends up to a batch of waiting e-mails; returns how many went out. */
export async function deliverEmails(ctx: AppContext, log: Log): Promise<number> {
  const now = ctx.clock.now();
  const waiting = ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.kind, OutboxKind.Email), isNull(outbox.processedAt), lte(outbox.availableAt, now), lt(outbox.attempts, MAX_EMAIL_ATTEMPTS)),
    )
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await ctx.db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(outbox.id, waiting))
    .returning({ id: outbox.id, payload: outbox.payload, attempts: outbox.attempts });

  let sent = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const email = row.payload as EmailPayload;
    try {
      await ctx.providers.messenger.sendEmail(email.to, email.subject, email.body);
      await ctx.db.update(outbox).set({ processedAt: ctx.clock.now(), lastError: null }).where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      log.error({ err: error, outboxId: row.id }, 'e-mail delivery failed');
      const backoff = 60_000 * 2 ** (row.attempts - 1);
      await ctx.db
        .update(outbox)
        .set({ lastError: String(error), availableAt: new Date(now.getTime() + backoff) })
        .where(eq(outbox.id, row.id));
    }
  }
  return sent;
}
