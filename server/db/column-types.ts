/** Column types drizzle has no builder for. Kept out of schema/ so the schema barrel exports tables only. */
import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL full-text search document; read as its text form when selected. */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
