/**
 * Replayable member actions: the PWA's offline queue (DESIGN.md section 6) sends them with an
 * Idempotency-Key, which makes a replay return the first answer without doing the work again, and
 * with X-Holo-Member, the member who took the action: replayed under another member's session (the
 * device changed hands in between), it is refused rather than applied to the wrong account.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../services/context';
import { withIdempotencyKey } from '../services/idempotency/with-idempotency-key';
import { conflict } from './errors';
import { memberIdOf } from './session';

// loose: the validated headers replace request.headers, which must keep the others.
export const replayableHeaders = z.looseObject({
  'idempotency-key': z.string().min(1).max(200).optional(),
  'x-holo-member': z.coerce.number().int().positive().optional(),
});

type ReplayableRequest = FastifyRequest & { headers: z.infer<typeof replayableHeaders> };

/** The signed-in member, refusing an action queued by another member; and the request's Idempotency-Key. */
export function replayedAction(request: FastifyRequest): { memberId: number; key: string | undefined } {
  const { headers } = request as ReplayableRequest;
  const memberId = memberIdOf(request);
  if (headers['x-holo-member'] !== undefined && headers['x-holo-member'] !== memberId) throw conflict('MEMBER_CHANGED');
  return { memberId, key: headers['idempotency-key'] };
}

/** Runs `run` once per Idempotency-Key and member (a 200 reply); a replay gets the first answer. */
export async function answerOnce<T>(ctx: ServiceContext, request: FastifyRequest, scope: string, run: () => Promise<T>): Promise<T> {
  const { memberId, key } = replayedAction(request);
  const answer = await withIdempotencyKey(ctx, { memberId, scope, key }, async () => ({ status: 200, body: await run() }));
  return answer.body;
}
