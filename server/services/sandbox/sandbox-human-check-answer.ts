import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { humanChecks } from '../../db/schema';

/** The answer to a sandbox human check, for the developer aid in routes/dev.ts. */
export async function sandboxHumanCheckAnswer(db: Db, challengeId: string): Promise<string | undefined> {
  const [row] = await db.select({ answer: humanChecks.answer }).from(humanChecks).where(eq(humanChecks.id, challengeId)).limit(1);
  return row?.answer;
}
