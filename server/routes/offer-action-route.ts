/**
 * What every signed-in action on one offer declares, the buyer's (offers.ts) and the seller's
 * (seller-offers.ts) alike: the offer's id in the path, the offer's new state in the reply.
 */
import { z } from 'zod';
import { offerActionReply } from '../../src/domain/offers/offer.schema';
import { errorReplies } from '../http/openapi';
import { requireMember } from '../http/session';

const offerParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const security = [{ session: [] }];

/** Route options for `POST …/offers/:id/<action>`; `body` for an action that takes one. */
export function offerActionRoute<S extends number, B extends z.core.$ZodType | undefined = undefined>(action: {
  tag: string;
  summary: string;
  errors: readonly S[];
  body?: B;
}) {
  const schema = {
    tags: [action.tag],
    summary: action.summary,
    security,
    params: offerParams,
    response: { 200: offerActionReply, ...errorReplies(...action.errors) },
  };
  // Fastify warns about a body key left undefined, so it is set only when given; the cast keeps B
  // for the request body's type.
  return {
    preValidation: requireMember,
    schema: { ...schema, ...(action.body && { body: action.body }) } as typeof schema & { body: B },
  };
}
