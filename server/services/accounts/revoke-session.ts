import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { ServiceContext } from '../context';
import { announceSessionsEnded } from './session-cache';

/** Ends one session (sign-out, or a new sign-in from the same browser), on every node. */
export async function revokeSession({ db, sessions: cache }: Pick<ServiceContext, 'db' | 'sessions'>, tokenHash: string) {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    await announceSessionsEnded(tx, { tokenHash });
  });
  cache.forget({ tokenHash });
}
