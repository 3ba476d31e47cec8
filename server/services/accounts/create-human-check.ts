/**
 * The sandbox human check: a small sum to solve. A real provider (a CAPTCHA service) would sit
 * behind the same two calls: create a challenge, exchange a right answer for a single-use ticket.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { humanChecks } from '../../db/schema';
import type { ServiceContext } from '../context';

export const HUMAN_CHECK_TTL_MS = 5 * 60_000;

export async function createHumanCheck({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>) {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomBytes(16).toString('base64url');
  await db.insert(humanChecks).values({
    id,
    answer: String(a + b),
    expiresAt: new Date(clock.now().getTime() + HUMAN_CHECK_TTL_MS),
  });
  return { challengeId: id, question: `What is ${a} + ${b}?`, terms: [a, b] as [number, number] };
}
