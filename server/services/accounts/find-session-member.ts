import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDb } from '../../db/prepared';
import { members, sessions } from '../../db/schema';
import type { ServiceContext } from '../context';
import { hashSecretToken } from './secret-token';
import { MEMBER_ACTIVE } from './sign-in';

export interface SessionMember {
  memberId: number;
  tokenHash: string;
}

// Every signed-in request runs this, so it is built once and prepared.
const sessionQuery = preparedPerDb((db) =>
  db
    .select({ memberId: sessions.memberId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, and(eq(members.id, sessions.memberId), eq(members.status, MEMBER_ACTIVE)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_member'),
);

/** The active member a session token belongs to, or null; an expired session is deleted on sight. */
export async function findSessionMember(
  { db, clock, sessions: cache }: Pick<ServiceContext, 'db' | 'clock' | 'sessions'>,
  token: string,
): Promise<SessionMember | null> {
  const tokenHash = hashSecretToken(token);
  const nowMs = clock.now().getTime();
  const cached = cache.get(tokenHash);
  if (cached && cached.expiresAtMs > nowMs) return { memberId: cached.memberId, tokenHash };
  const [row] = await sessionQuery(db).execute({ tokenHash });
  if (!row) return null;
  if (row.expiresAt.getTime() <= nowMs) {
    cache.forget({ tokenHash });
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  cache.set(tokenHash, { memberId: row.memberId, expiresAtMs: row.expiresAt.getTime() });
  return { memberId: row.memberId, tokenHash };
}
