import { describe, expect, it } from 'vitest';
import { warehouseHref, warehouseParams } from './warehouse-params';

describe('the warehouse page address', () => {
  it('opens the item tab at the US warehouse by default and ignores what it does not know', () => {
    expect(warehouseParams(new URLSearchParams())).toEqual({ tab: 0, agencyId: 2, title: '', page: 1 });
    expect(warehouseParams(new URLSearchParams('tab=9&agency=x&page=-3'))).toEqual({ tab: 0, agencyId: 2, title: '', page: 1 });
  });
  it('round-trips a tab, an agency, a title and a page', () => {
    const params = { tab: 0, agencyId: 4, title: 'pika chu', page: 2 } as const;
    expect(warehouseParams(new URLSearchParams(warehouseHref(params).split('?')[1]))).toEqual(params);
    expect(warehouseHref({ tab: 4, agencyId: 4, title: '', page: 1 })).toBe('/myholo/warehouse?tab=4');
  });
});
