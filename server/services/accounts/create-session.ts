import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { ServiceContext } from '../context';
import { hashSecretToken, newSecretToken } from './secret-token';

/** Spec 1 section 9: the user cookie lives 4 days; the session ends then however active it was. */
export const SESSION_TTL_MS = 4 * 24 * 60 * 60 * 1000;

export async function createSession(
  { db, clock }: { db: Db; clock: ServiceContext['clock'] },
  memberId: number,
  userAgent?: string,
) {
  const token = newSecretToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const tokenHash = hashSecretToken(token);
  await db.insert(sessions).values({
    tokenHash,
    memberId,
    createdAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, tokenHash, expiresAt };
}
