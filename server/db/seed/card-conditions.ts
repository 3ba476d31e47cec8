/**
 * Raw-card conditions (src/domain/catalog/grading.ts) with their names per language, and the
 * Japanese and Korean names of the category tree for databases seeded before they existed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { cardConditions, categories, properties, propertyValues } from '../schema';
import { rawConditionNames, rawConditions } from '../../../src/domain/catalog/grading';
import { buildCategories } from './categories';

const names: Record<(typeof rawConditions)[number], { ja: string; ko: string; ch: string }> = {
  NM: { ja: 'ニアミント', ko: '니어 민트', ch: '近全新' },
  LP: { ja: '軽度のプレイ跡', ko: '약간 사용감', ch: '輕微使用痕跡' },
  MP: { ja: '中程度のプレイ跡', ko: '보통 사용감', ch: '中度使用痕跡' },
  HP: { ja: '重度のプレイ跡', ko: '많은 사용감', ch: '重度使用痕跡' },
  DMG: { ja: 'ダメージあり', ko: '손상', ch: '損傷' },
};

export function cardConditionRows(): (typeof cardConditions.$inferInsert)[] {
  return rawConditions.map((code, sort) => ({
    code, enName: rawConditionNames[code], jaName: names[code].ja, koName: names[code].ko, chName: names[code].ch, sort,
  }));
}

/** Once per database: the conditions, and ja/ko names where the tree has none yet (by id, as seeded). */
export async function loadCatalogNames(tx: Tx) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cardConditions);
  if ((row?.n ?? 0) > 0) return;
  await tx.insert(cardConditions).values(cardConditionRows());
  const seed = buildCategories();
  for (const c of seed.categories) {
    await tx.update(categories).set({ jaName: c.jaName, koName: c.koName }).where(eq(categories.id, c.id!));
  }
  for (const p of seed.properties) {
    await tx.update(properties).set({ jaName: p.jaName, koName: p.koName }).where(eq(properties.controlName, p.controlName));
  }
  for (const v of seed.propertyValues) {
    await tx.update(propertyValues).set({ jaName: v.jaName, koName: v.koName }).where(eq(propertyValues.id, v.id!));
  }
}
