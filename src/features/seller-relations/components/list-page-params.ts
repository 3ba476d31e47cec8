/** Search text and page of the sellers and blocked lists, kept in the URL (?q=&page=). */
export function readListParams(searchParams: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  return { q: (searchParams.get('q') ?? '').trim().slice(0, 60), page };
}

export function listSearch(path: string, { q, page }: { q: string; page: number }): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
