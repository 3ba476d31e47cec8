/** Reply schemas shared by the route declarations, so the OpenAPI document shows the error shape. */
import { z } from 'zod';

export const errorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe('Stable error code, e.g. CODE_INVALID; the client translates by it'),
      message: z.string().describe("The spec's English message"),
      field: z.string().optional().describe('The request field the message belongs on'),
      values: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe("The message's placeholder values, e.g. { n: '12.00' } for BID_TOO_LOW"),
    }),
  })
  .describe('Error');

/** `errorReplies(400, 409)` → `{ 400: envelope, 409: envelope }` for a route's response map. */
export function errorReplies<S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<S, typeof errorEnvelopeSchema>;
}

export const noContent = z.null().describe('No content');

/** Route config for @fastify/rate-limit: `max` requests per minute per client address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
