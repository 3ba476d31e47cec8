import { describe, expect, it } from 'vitest';
import { checkLocation, findLocation, locationOptions } from './locations';

describe('locations', () => {
  it('lists the twelve of the settings page, Other last, each with an icon', () => {
    expect(locationOptions.map((l) => l.Name)).toEqual([
      'United States',
      'Macao',
      'Hong Kong',
      'Taiwan',
      'Mainland China',
      'South Korea',
      'Japan',
      'Canada',
      'United Kingdom',
      'Australia',
      'Singapore',
      'Other',
    ]);
    for (const location of locationOptions) expect(location.Icon).toMatch(/^\/flags\/[a-z]+\.svg$/);
  });

  it('finds a code and refuses anything else', () => {
    expect(findLocation('TW')?.Name).toBe('Taiwan');
    expect(findLocation(null)).toBeUndefined();
    expect(checkLocation('KR')).toBeNull();
    expect(checkLocation('kr')).toBe('LOCATION_REQUIRED');
    expect(checkLocation(undefined)).toBe('LOCATION_REQUIRED');
  });
});
