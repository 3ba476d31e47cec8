import { and, eq } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import type { ServiceContext } from '../context';
import { hashSecretToken } from './secret-token';
import { MEMBER_ACTIVE } from './sign-in';

export interface SessionMember {
  memberId: number;
  tokenHash: string;
}

/** The active member a session token belongs to, or null; an expired session is deleted on sight. */
export async function findSessionMember(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  token: string,
): Promise<SessionMember | null> {
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({ memberId: sessions.memberId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(members, and(eq(members.id, sessions.memberId), eq(members.status, MEMBER_ACTIVE)))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= clock.now().getTime()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  return { memberId: row.memberId, tokenHash };
}
