/** The raw-card conditions, best first, named in `language` (names kept per language: card_conditions). */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardConditions } from '../../db/schema';
import type { CardCondition } from '../../../src/domain/catalog/card-condition.schema';
import { localName } from './local-name';

export async function listCardConditions(db: Db, language: string): Promise<CardCondition[]> {
  const rows = await db.select().from(cardConditions).orderBy(asc(cardConditions.sort));
  return rows.map((row) => ({ Code: row.code, EnName: row.enName, Name: localName(row, language) }));
}
