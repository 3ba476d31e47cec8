import { describe, expect, it } from 'vitest';
import { agencyNations, agencyRegionOf, BusinessType, newOrderBusinessType, transferServiceApplies } from './agency';

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
  it('is domestic within a region and for agency-region sellers (the buyer may switch the transfer on)', () => {
    expect(newOrderBusinessType('US', 'US')).toBe(BusinessType.Domestic);
    expect(newOrderBusinessType('US', 'HK')).toBe(BusinessType.Domestic);
  });

  it('goes through the agency for other cross-region sales', () => {
    expect(newOrderBusinessType('MO', 'US')).toBe(BusinessType.Agency);
  });
});

describe('agency regions', () => {
  it('knows the four regions and spells Taiwan addresses TWN', () => {
    expect(agencyRegionOf('TWN')).toBe('TW');
    expect(agencyRegionOf('US')).toBeNull();
    expect(agencyNations).toEqual(['MO', 'HK', 'TWN', 'CN']);
  });
});
