/** The page number in /myholo/chp?page=n (1 by default). */
export function readChpPage(search: URLSearchParams): number {
  return Math.min(10_000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
}

export const chpPageHref = (page: number) => (page > 1 ? `/myholo/chp?page=${page}` : '/myholo/chp');
