/**
 * Member regions (MemberSource) and the countries offered by the phone/country selectors.
 * The region drives currency, phone rules, tax features and shipping rules.
 */
export const memberSources = ['US', 'MO', 'HK', 'TW', 'TWN', 'CN', 'KR', 'JP', 'CA', 'GB', 'AU', 'SG'] as const;
export type MemberSource = (typeof memberSources)[number];

export interface CountryOption {
  /** Country / member-source code, e.g. "US". */
  Code: MemberSource;
  /** Dialling code without the plus sign, e.g. "1". */
  NationCode: string;
  EnName: string;
  IconUrl: string;
}

const flag = (code: string) => `/flags/${code.toLowerCase()}.svg`;

export const countryOptions: readonly CountryOption[] = [
  { Code: 'US', NationCode: '1', EnName: 'United States', IconUrl: flag('US') },
  { Code: 'MO', NationCode: '853', EnName: 'Macao', IconUrl: flag('MO') },
  { Code: 'HK', NationCode: '852', EnName: 'Hong Kong', IconUrl: flag('HK') },
  { Code: 'TWN', NationCode: '886', EnName: 'Taiwan', IconUrl: flag('TWN') },
  { Code: 'CN', NationCode: '86', EnName: 'China', IconUrl: flag('CN') },
  { Code: 'KR', NationCode: '82', EnName: 'South Korea', IconUrl: flag('KR') },
  { Code: 'JP', NationCode: '81', EnName: 'Japan', IconUrl: flag('JP') },
  { Code: 'CA', NationCode: '1', EnName: 'Canada', IconUrl: flag('CA') },
  { Code: 'GB', NationCode: '44', EnName: 'United Kingdom', IconUrl: flag('GB') },
  { Code: 'AU', NationCode: '61', EnName: 'Australia', IconUrl: flag('AU') },
  { Code: 'SG', NationCode: '65', EnName: 'Singapore', IconUrl: flag('SG') },
];

export const defaultMemberSource: MemberSource = 'US';

export function findCountry(code: string): CountryOption | undefined {
  return countryOptions.find((c) => c.Code === code);
}

/** Macao members see prices in MOP; everyone else in USD. */
export function currencyFor(memberSource: string): 'USD' | 'MOP' {
  return memberSource === 'MO' ? 'MOP' : 'USD';
}

/** Dialling code of a country or member source; TW is an older alias of TWN and shares its code. */
export function nationCodeFor(code: string): string | undefined {
  return findCountry(code === 'TW' ? 'TWN' : code)?.NationCode;
}
