import { describe, expect, it } from 'vitest';
import {
  addressFitsMember,
  carriersFor,
  daysInWarehouse,
  declarationError,
  estimatedTaxCents,
  needsDeclarantId,
  parseDeclaredCount,
  parseDeclaredPriceCents,
  storageState,
  WAREHOUSE_TABS,
} from './warehouse-rules';
import { submitWarehouseOrderBody, warehouseItemsQuery, warehouseOrdersQuery } from './warehouse.schema';

describe('the customs declaration', () => {
  it('takes a quantity of digits only, 1 or more', () => {
    expect(parseDeclaredCount('3')).toBe(3);
    expect(parseDeclaredCount(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '1e2', 'two', '', '+2', '10000']) expect(parseDeclaredCount(bad)).toBeNull();
  });

  it('takes a positive unit price in dollars with at most 2 decimals, in cents', () => {
    expect(parseDeclaredPriceCents('12')).toBe(1200);
    expect(parseDeclaredPriceCents('12.5')).toBe(1250);
    expect(parseDeclaredPriceCents('0.01')).toBe(1);
    for (const bad of ['0', '0.00', '-3', '1.234', '$5', 'abc', '', '1,5']) expect(parseDeclaredPriceCents(bad)).toBeNull();
  });

  it('offers SF Express only when the warehouse and the member are both in Greater China', () => {
    expect(carriersFor('MO', 'HK')).toEqual(['UPS', 'DHL', 'FEDEX', 'SF']);
    expect(carriersFor('TW', 'TWN')).toContain('SF');
    expect(carriersFor('MO', 'US')).toEqual(['UPS', 'DHL', 'FEDEX']);
    expect(carriersFor('US', 'CN')).not.toContain('SF');
  });

  it('asks a Taiwan member for name and ID number when forwarding from Greater China', () => {
    expect(needsDeclarantId('CN', 'TW')).toBe(true);
    expect(needsDeclarantId('MO', 'TWN')).toBe(true);
    expect(needsDeclarantId('US', 'TW')).toBe(false);
    expect(needsDeclarantId('MO', 'HK')).toBe(false);
  });

  it('names the first rule a declaration breaks', () => {
    const ok = { count: 1, unitPriceCents: 500, carrier: 'UPS' };
    expect(declarationError(ok, 'MO', 'US')).toBeNull();
    expect(declarationError({ ...ok, count: 0 }, 'MO', 'US')).toBe('WAREHOUSE_DECLARED_COUNT_INVALID');
    expect(declarationError({ ...ok, unitPriceCents: 0 }, 'MO', 'US')).toBe('WAREHOUSE_DECLARED_PRICE_INVALID');
    expect(declarationError({ ...ok, carrier: 'SF' }, 'MO', 'US')).toBe('WAREHOUSE_CARRIER_INVALID');
    expect(declarationError({ ...ok, carrier: 'SF' }, 'MO', 'HK')).toBeNull();
    expect(declarationError(ok, 'CN', 'TW')).toBe('WAREHOUSE_DECLARANT_REQUIRED');
    expect(declarationError({ ...ok, name: 'Lin Mei', idNumber: ' ' }, 'CN', 'TW')).toBe('WAREHOUSE_DECLARANT_REQUIRED');
    expect(declarationError({ ...ok, name: 'Lin Mei', idNumber: 'A123456789' }, 'CN', 'TW')).toBeNull();
  });

  it('checks the submitted body: detail-free, count and price in cents, a known carrier', () => {
    const body = { AgencyId: 4, ItemIds: [1], CustomCommodityCount: 1, CustomCommodityPrice: 1250, SpecifyExpressName: 'UPS', AddressId: 3 };
    expect(submitWarehouseOrderBody.safeParse(body).success).toBe(true);
    const code = (change: Record<string, unknown>) => submitWarehouseOrderBody.safeParse({ ...body, ...change }).error?.issues[0]?.message;
    expect(code({ ItemIds: [] })).toBe('WAREHOUSE_ITEMS_REQUIRED');
    expect(code({ CustomCommodityCount: 1.5 })).toBe('WAREHOUSE_DECLARED_COUNT_INVALID');
    expect(code({ CustomCommodityPrice: 0 })).toBe('WAREHOUSE_DECLARED_PRICE_INVALID');
    expect(code({ SpecifyExpressName: 'USPS' })).toBe('WAREHOUSE_CARRIER_INVALID');
  });
});

describe('the estimated state tax', () => {
  it('is the price times the state TaxPercent / 100, to the cent, for US members only', () => {
    expect(estimatedTaxCents(5_000, 'US', 7.25)).toBe(363);
    expect(estimatedTaxCents(1_999, 'US', 0)).toBe(0);
    expect(estimatedTaxCents(5_000, 'MO', 7.25)).toBeNull();
    expect(estimatedTaxCents(5_000, 'US', null)).toBeNull();
  });
});

describe('the days in the warehouse', () => {
  const received = new Date('2026-11-01T10:00:00Z');
  it('counts whole days since the item was received', () => {
    expect(daysInWarehouse(received, new Date('2026-11-01T23:59:00Z'))).toBe(0);
    expect(daysInWarehouse(received, new Date('2026-11-21T10:00:00Z'))).toBe(20);
    expect(daysInWarehouse(received, new Date('2026-10-30T10:00:00Z'))).toBe(0);
  });
  it('is green below 20 days, red from 20 and overdue past the 30 days of storage', () => {
    expect(storageState(19)).toBe('ok');
    expect(storageState(20)).toBe('late');
    expect(storageState(30)).toBe('late');
    expect(storageState(31)).toBe('overdue');
  });
});

describe('the tabs and list queries', () => {
  it('shows the tabs in the spec order and pages by at most 60', () => {
    expect(WAREHOUSE_TABS).toEqual([0, 4, 1, 2, 3, 5]);
    expect(warehouseItemsQuery.safeParse({ AgencyId: '2', PageSize: '61' }).success).toBe(false);
    expect(warehouseItemsQuery.parse({ AgencyId: '2' })).toMatchObject({ AgencyId: 2, PageIndex: 1, PageSize: 60, Title: '' });
    expect(warehouseOrdersQuery.safeParse({ OrderStatus: '0' }).error?.issues[0]?.message).toBe('WAREHOUSE_TAB_INVALID');
    expect(warehouseOrdersQuery.parse({ OrderStatus: '4' }).OrderStatus).toBe(4);
  });
});

describe('where a forwarding order may go', () => {
  it('is an address in the member’s own region', () => {
    expect(addressFitsMember('US', 'US')).toBe(true);
    expect(addressFitsMember('MO', 'MO')).toBe(true);
    expect(addressFitsMember('TWN', 'TW')).toBe(true);
    expect(addressFitsMember('US', 'MO')).toBe(false);
  });
});
