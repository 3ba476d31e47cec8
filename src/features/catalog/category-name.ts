import type { Category } from './api/get-categories';

type Named = Pick<Category, 'EnName' | 'ChName' | 'JaName' | 'KoName'>;

/**
 * A category's (or property's) name in the display language, from the names the database keeps
 * per language (issue 32; Traditional Chinese per spec 1 section 1); English when there is none.
 */
export function categoryName(category: Named, locale: string): string {
  const name = locale === 'zh-Hant' ? category.ChName : locale === 'ja' ? category.JaName : locale === 'ko' ? category.KoName : undefined;
  return name || category.EnName;
}
