/**
 * Idempotency-Key for replayable POSTs (the PWA's offline queue, DESIGN.md section 6): the first
 * answer to a member's key is kept for 24 hours and a replay gets it back without running again.
 * Two requests with one key racing both run, so `run` must itself be safe to repeat (saving a
 * search is: the same query finds the same row); the first answer stored is the one both return.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export interface Reply<T> {
  status: number;
  body: T;
}

interface KeyRef {
  memberId: number;
  scope: string;
  key: string;
}

export async function withIdempotencyKey<T>(
  ctx: ServiceContext,
  ref: Omit<KeyRef, 'key'> & { key: string | undefined },
  run: () => Promise<Reply<T>>,
): Promise<Reply<T>> {
  if (!ref.key) return run();
  const keyRef = { ...ref, key: ref.key };
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const earlier = await findReply<T>(ctx.db, keyRef, cutoff);
  if (earlier) return earlier;

  const reply = await run();
  const values = { ...keyRef, statusCode: reply.status, response: reply.body, createdAt: now };
  const stored = await ctx.db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKeys.memberId, idempotencyKeys.scope, idempotencyKeys.key],
      set: { statusCode: values.statusCode, response: values.response, createdAt: now },
      // Only an expired key is taken over; a live one means a racing request answered first.
      setWhere: lt(idempotencyKeys.createdAt, cutoff),
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length) {
    await ctx.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, keyRef.memberId), lt(idempotencyKeys.createdAt, cutoff)));
    return reply;
  }
  return (await findReply<T>(ctx.db, keyRef, cutoff)) ?? reply;
}

async function findReply<T>(db: Db, ref: KeyRef, cutoff: Date): Promise<Reply<T> | undefined> {
  const [row] = await db
    .select({ status: idempotencyKeys.statusCode, body: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.memberId, ref.memberId),
        eq(idempotencyKeys.scope, ref.scope),
        eq(idempotencyKeys.key, ref.key),
        gt(idempotencyKeys.createdAt, cutoff),
      ),
    );
  return row ? { status: row.status, body: row.body as T } : undefined;
}
