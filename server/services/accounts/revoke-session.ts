import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

/** Ends one session (sign-out, or a new sign-in from the same browser). */
export async function revokeSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
