/** The three-level category tree, each level sorted, third levels with their filter properties. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryProperties, properties, propertyValues } from '../../db/schema';
import { localName, type LocalNames } from './local-name';
import type { CategoryProperty, CategoryTree, SecondLevelCategory, ThirdLevelCategory } from '../../../src/domain/catalog/category.schema';

/** `language`: the request's; every node also carries its names in each language (the PWA caches one tree). */
export async function getCategoryTree(db: Db, language = 'en'): Promise<CategoryTree> {
  const [rows, links, props, values] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
    db.select().from(categoryProperties).orderBy(asc(categoryProperties.sort), asc(categoryProperties.propertyId)),
    db.select().from(properties),
    db.select().from(propertyValues).orderBy(asc(propertyValues.sort), asc(propertyValues.id)),
  ]);

  const propertyById = new Map<number, CategoryProperty>(
    props.map((p) => [p.id, { ControlName: p.controlName, ...names(p, language), PropertyKeyValues: [] }]),
  );
  for (const v of values) propertyById.get(v.propertyId)?.PropertyKeyValues.push(names(v, language));
  const propertiesOf = new Map<number, CategoryProperty[]>();
  for (const link of links) {
    const property = propertyById.get(link.propertyId);
    if (property) propertiesOf.set(link.categoryId, [...(propertiesOf.get(link.categoryId) ?? []), property]);
  }

  const tree: CategoryTree = [];
  const seconds = new Map<number, SecondLevelCategory>();
  const firsts = new Map<number, CategoryTree[number]>();
  // Rows come ordered by level, so every parent is placed before its children.
  for (const row of rows) {
    const node = { id: row.id, ...names(row, language) };
    if (row.level === 1) {
      const first = { ...node, children: [] };
      firsts.set(row.id, first);
      tree.push(first);
    } else if (row.level === 2) {
      const second = { ...node, children: [] };
      seconds.set(row.id, second);
      firsts.get(row.parentId!)?.children.push(second);
    } else {
      const third: ThirdLevelCategory = { ...node, Properties: propertiesOf.get(row.id) ?? [] };
      seconds.get(row.parentId!)?.children.push(third);
    }
  }
  return tree;
}

function names(row: LocalNames, language: string) {
  return { EnName: row.enName, ChName: row.chName, JaName: row.jaName, KoName: row.koName, Name: localName(row, language) };
}
