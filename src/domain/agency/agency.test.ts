import { describe, expect, it } from 'vitest';
import { agencyNations, agencyRegionOf, BusinessType, isCrossRegion, newOrderBusinessType, transferServiceApplies } from './agency';

describe('transferServiceApplies', () => {
  it('applies to a cross-region sale from a seller in MO, HK, TW or CN', () => {
    for (const seller of ['MO', 'HK', 'TW', 'TWN', 'CN']) expect(transferServiceApplies('US', seller)).toBe(true);
    expect(transferServiceApplies('MO', 'HK')).toBe(true);
  });

  it('does not apply within one region, TW and TWN being one', () => {
    expect(transferServiceApplies('HK', 'HK')).toBe(false);
    expect(transferServiceApplies('TWN', 'TW')).toBe(false);
    expect(transferServiceApplies('US', 'US')).toBe(false);
  });

  it('does not apply to a seller outside the agency regions', () => {
    expect(transferServiceApplies('MO', 'US')).toBe(false);
    expect(transferServiceApplies('US', 'KR')).toBe(false);
  });
});

describe('newOrderBusinessType', () => {
  it('is domestic within a region, TW and TWN being one', () => {
    expect(newOrderBusinessType('US', 'US')).toBe(BusinessType.Domestic);
    expect(newOrderBusinessType('TWN', 'TW')).toBe(BusinessType.Domestic);
  });

  it('goes through the agency for every cross-region sale, from an agency region or not', () => {
    // Issue 31: a card from a Macao or Hong Kong seller reaches a US buyer through Holo's warehouse.
    expect(newOrderBusinessType('US', 'MO')).toBe(BusinessType.Agency);
    expect(newOrderBusinessType('US', 'HK')).toBe(BusinessType.Agency);
    expect(newOrderBusinessType('MO', 'HK')).toBe(BusinessType.Agency);
    expect(newOrderBusinessType('MO', 'US')).toBe(BusinessType.Agency);
    expect(isCrossRegion('US', 'CN')).toBe(true);
    expect(isCrossRegion('TW', 'TWN')).toBe(false);
  });
});

describe('agency regions', () => {
  it('knows the four regions and spells Taiwan addresses TWN', () => {
    expect(agencyRegionOf('TWN')).toBe('TW');
    expect(agencyRegionOf('US')).toBeNull();
    expect(agencyNations).toEqual(['MO', 'HK', 'TWN', 'CN']);
  });
});
