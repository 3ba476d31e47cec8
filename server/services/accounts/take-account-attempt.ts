/**
 * The per-account throttle (issue 26 finding 3): every sign-in, code request and code check counts
 * one attempt against what it names, before any password hash is checked. From the 5th attempt in
 * an hour (the 10th code check: a code dies after 5 wrong ones anyway) the account waits 1 minute,
 * then 2, 4, 8, at most 15; a success (clearAccountAttempts) starts over. The row is read under a lock, so parallel attempts on any node are counted one by one.
 */
import { eq } from 'drizzle-orm';
import { accountThrottles } from '../../db/schema';
import { errorWithValues } from '../../http/errors';
import type { ServiceContext } from '../context';

export type AttemptKind = 'sign-in' | 'code-request' | 'code-check';

export const FREE_ATTEMPTS: Record<AttemptKind, number> = { 'sign-in': 5, 'code-request': 5, 'code-check': 10 };
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 15 * 60_000;
export const QUIET_RESTART_MS = 60 * 60_000;

export function lockMsAfter(kind: AttemptKind, attempts: number): number {
  const free = FREE_ATTEMPTS[kind];
  if (attempts < free) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (attempts - free), LONGEST_LOCK_MS);
}

/** Counts an attempt on `kind:account`, or refuses it with 429 TOO_MANY_ATTEMPTS while the account waits. */
export async function takeAccountAttempt({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>, kind: AttemptKind, account: string, field?: string) {
  const key = `${kind}:${account}`;
  const now = clock.now();
  const lockedUntil = await db.transaction(async (tx) => {
    await tx.insert(accountThrottles).values({ key, attempts: 0, lastAttemptAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(accountThrottles).where(eq(accountThrottles.key, key)).for('update');
    if (row!.lockedUntil && row!.lockedUntil > now) return row!.lockedUntil;
    const quiet = now.getTime() - row!.lastAttemptAt.getTime() >= QUIET_RESTART_MS;
    const attempts = quiet ? 1 : row!.attempts + 1;
    const lockMs = lockMsAfter(kind, attempts);
    await tx
      .update(accountThrottles)
      .set({ attempts, lastAttemptAt: now, lockedUntil: lockMs ? new Date(now.getTime() + lockMs) : null })
      .where(eq(accountThrottles.key, key));
    return null;
  });
  if (lockedUntil) {
    const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
    throw errorWithValues(429, 'TOO_MANY_ATTEMPTS', { minutes: Math.ceil(seconds / 60), seconds }, field);
  }
}

/** A success: the account's count starts over. */
export async function clearAccountAttempts({ db }: Pick<ServiceContext, 'db'>, kind: AttemptKind, account: string) {
  await db.delete(accountThrottles).where(eq(accountThrottles.key, `${kind}:${account}`));
}
