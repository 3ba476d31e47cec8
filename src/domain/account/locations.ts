/**
 * The member's location on the settings page (spec 3 section 5 "Location": required, chosen from a
 * list). Apart from MemberSource (the registration region that drives currency and rules): the
 * location is only shown, so changing it changes nothing else. Stored as members.location_code.
 */
export interface LocationOption {
  Code: string;
  /** English name; the PWA translates it for display. */
  Name: string;
  /** A flag under /flags, or a globe for "Other". */
  Icon: string;
}

const flag = (code: string) => `/flags/${code}.svg`;

export const locationOptions = [
  { Code: 'US', Name: 'United States', Icon: flag('us') },
  { Code: 'MO', Name: 'Macao', Icon: flag('mo') },
  { Code: 'HK', Name: 'Hong Kong', Icon: flag('hk') },
  { Code: 'TW', Name: 'Taiwan', Icon: flag('twn') },
  { Code: 'CN', Name: 'Mainland China', Icon: flag('cn') },
  { Code: 'KR', Name: 'South Korea', Icon: flag('kr') },
  { Code: 'JP', Name: 'Japan', Icon: flag('jp') },
  { Code: 'CA', Name: 'Canada', Icon: flag('ca') },
  { Code: 'GB', Name: 'United Kingdom', Icon: flag('gb') },
  { Code: 'AU', Name: 'Australia', Icon: flag('au') },
  { Code: 'SG', Name: 'Singapore', Icon: flag('sg') },
  { Code: 'OTHER', Name: 'Other', Icon: '/flags/other.svg' },
] as const satisfies readonly LocationOption[];

export type LocationCode = (typeof locationOptions)[number]['Code'];

export function findLocation(code: string | null | undefined): LocationOption | undefined {
  return locationOptions.find((option) => option.Code === code);
}

/** 'LOCATION_REQUIRED' unless the code is one of the list's. */
export function checkLocation(code: string | null | undefined): 'LOCATION_REQUIRED' | null {
  return findLocation(code) ? null : 'LOCATION_REQUIRED';
}
