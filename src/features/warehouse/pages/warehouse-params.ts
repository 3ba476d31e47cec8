/** The warehouse page's address: ?tab (0, 4, 1, 2, 3, 5), ?agency (the item tab's warehouse), ?title and ?page. */
import { DEFAULT_AGENCY_ID, WAREHOUSE_TABS, type WarehouseTabValue } from '../../../domain/warehouse/warehouse-rules';

export interface WarehouseParams {
  tab: WarehouseTabValue;
  agencyId: number;
  title: string;
  page: number;
}

const intOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

export function warehouseParams(search: URLSearchParams): WarehouseParams {
  const tab = intOf(search.get('tab'));
  return {
    tab: WAREHOUSE_TABS.find((value) => value === tab) ?? 0,
    agencyId: intOf(search.get('agency')) || DEFAULT_AGENCY_ID,
    title: (search.get('title') ?? '').slice(0, 100),
    page: Math.min(10_000, Math.max(1, intOf(search.get('page')) ?? 1)),
  };
}

export function warehouseHref(params: WarehouseParams): string {
  const search = new URLSearchParams();
  if (params.tab !== 0) search.set('tab', String(params.tab));
  if (params.tab === 0 && params.agencyId !== DEFAULT_AGENCY_ID) search.set('agency', String(params.agencyId));
  if (params.title) search.set('title', params.title);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `/myholo/warehouse?${text}` : '/myholo/warehouse';
}
