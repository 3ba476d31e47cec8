import type { Category } from './api/get-categories';

/** Traditional Chinese shows the Chinese category names (spec 1 section 1); the others English. */
export function categoryName(category: Pick<Category, 'EnName' | 'ChName'>, locale: string): string {
  return locale === 'zh-Hant' && category.ChName ? category.ChName : category.EnName;
}
