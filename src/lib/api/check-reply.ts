/**
 * zod's side of the API client: api-client.ts loads it with the first request that has a schema,
 * so a first view that reads nothing loads no zod at all.
 */
import { z } from 'zod/mini';
import { withoutCompiling } from '../../domain/parse-without-compiling';

export type ReplySchema<T> = z.core.$ZodType<T>;

export type ReplyCheck<T> = { ok: true; data: T } | { ok: false; issues: readonly z.core.$ZodIssue[] };

export function checkReply<T>(schema: ReplySchema<T>, data: unknown): ReplyCheck<T> {
  const parsed = z.safeParse(schema, data, withoutCompiling);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: parsed.error.issues };
}
