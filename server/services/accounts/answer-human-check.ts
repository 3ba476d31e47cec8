import { and, eq, gt, isNull } from 'drizzle-orm';
import { humanChecks } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { HUMAN_CHECK_TTL_MS } from './create-human-check';
import { hashSecretToken, newSecretToken } from './secret-token';

/**
 * Exchanges the right answer for a single-use ticket valid 5 minutes. A wrong answer spends the
 * challenge, so a bot cannot walk through the few possible sums on one challenge.
 */
export async function answerHumanCheck(
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  challengeId: string,
  answer: string,
) {
  const now = clock.now();
  const ticket = newSecretToken();
  const open = and(eq(humanChecks.id, challengeId), isNull(humanChecks.ticketHash));
  const answered = await db
    .update(humanChecks)
    .set({ ticketHash: hashSecretToken(ticket), expiresAt: new Date(now.getTime() + HUMAN_CHECK_TTL_MS) })
    .where(and(open, gt(humanChecks.expiresAt, now), eq(humanChecks.answer, answer.trim())))
    .returning({ id: humanChecks.id });
  if (answered.length === 0) {
    await db.delete(humanChecks).where(open);
    throw badRequest('HUMAN_CHECK_FAILED', 'Answer');
  }
  return { ticket };
}
