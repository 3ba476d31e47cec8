/**
 * A row id as requests carry it. Every table's id is a PostgreSQL `serial` (int4): a larger number
 * names no row, and the database refuses it with an error instead of finding nothing, so the
 * schemas stop it first (400) rather than letting it reach a query (500).
 */
import { z } from 'zod/mini';

export const INT4_MAX = 2_147_483_647;

/** A JSON body's id. */
export const recordId = z.int().check(z.positive(), z.maximum(INT4_MAX));

/** A path or query id (text, coerced). */
export const recordIdParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(INT4_MAX));
