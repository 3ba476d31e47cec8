/** Links into the market search of spec 1 section 2 (/market?f=&s=&t=, /market?key=). */
export function categoryHref(first: string | number, second?: string | number, third?: string | number) {
  const params = new URLSearchParams({ f: String(first) });
  if (second !== undefined) params.set('s', String(second));
  if (third !== undefined) params.set('t', String(third));
  return `/market?${params}`;
}

export function searchHref(scope: 'items' | 'sellers', key: string) {
  const params = new URLSearchParams({ key: key.trim() });
  return scope === 'sellers' ? `/seller/list?${params}` : `/market?${params}`;
}
