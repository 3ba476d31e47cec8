/**
 * The sandbox human check: a small sum shown as a picture (draw-sum-picture.ts). The answer stays in
 * human_checks; a right answer earns a single-use ticket that the sandbox provider accepts as the
 * widget's token (server/providers/human-check.ts).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { humanChecks } from '../../db/schema';
import type { ServiceContext } from '../context';
import { drawSumPicture } from './draw-sum-picture';

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
  return { challengeId: id, image: drawSumPicture(a, b) };
}
