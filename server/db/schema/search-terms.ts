import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The search vocabulary: every alphabetic word (4-40 letters, folded) of the listings' search
 * documents. The keyword parser (holo_search_query, migration 0001_search) looks a word the
 * listings do not contain up here by trigram similarity to correct typos ("ohtnai" → "ohtani").
 * A statement-level trigger on commodities fills it; words are never removed (a stale word only
 * means a correction that finds nothing).
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  // Needs pg_trgm, which server/db/client.ts creates before migrating.
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
