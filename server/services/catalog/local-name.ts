/**
 * Catalog names kept per language in the database (categories, properties, property values,
 * card conditions: issue 32). The API sends the request's language (server/http/request-language.ts);
 * a name not yet translated ('') falls back to English.
 */
export interface LocalNames {
  enName: string;
  chName: string;
  jaName: string;
  koName: string;
}

export function localName(row: LocalNames, language: string): string {
  const name = language === 'zh-Hant' ? row.chName : language === 'ja' ? row.jaName : language === 'ko' ? row.koName : row.enName;
  return name || row.enName;
}
