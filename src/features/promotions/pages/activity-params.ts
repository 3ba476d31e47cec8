/** /myholo/activity?tab=gifts&page=n: which toggle and which page (1 by default). */
export type ActivityTab = 'promotions' | 'gifts';

export function readActivityParams(search: URLSearchParams): { tab: ActivityTab; page: number } {
  const page = Math.min(10_000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { tab: search.get('tab') === 'gifts' ? 'gifts' : 'promotions', page };
}

export function activityHref(tab: ActivityTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === 'gifts') params.set('tab', 'gifts');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/myholo/activity?${query}` : '/myholo/activity';
}

/** The activity id of /myholo/activity/:id, or null for the list (or a malformed id). */
export function readActivityId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
