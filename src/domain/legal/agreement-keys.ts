/**
 * Holo's legal and information texts by key (table service_agreements). The terms page's tabs are
 * the spec's ServiceAgreementType numbers (spec 3 "Legal and information pages"); the other keys are
 * the information pages the header, footer, sign-up, checkout and account pages link to.
 */
export const termsTabs = [
  { type: 1, key: 'privacy' },
  { type: 2, key: 'user-agreement' },
  { type: 3, key: 'trading-rules' },
  { type: 4, key: 'auction-rules' },
  { type: 5, key: 'activity-rule' },
  { type: 6, key: 'settlement-agreement' },
  { type: 7, key: 'closing-account' },
  { type: 8, key: 'boxes-and-cases' },
  { type: 9, key: 'anti-money-laundering' },
  { type: 15, key: 'anti-fraud' },
] as const;

/** /terms/{page}: the information pages, each one text. */
export const infoPageKeys = [
  'account',
  'customer',
  'process',
  'purchase',
  'merchants',
  'becomeseller',
  'important-update',
  'place',
  'traderules',
  'holiday',
  'about',
] as const;

export type TermsKey = (typeof termsTabs)[number]['key'];
export type InfoPageKey = (typeof infoPageKeys)[number];
export type AgreementKey = TermsKey | InfoPageKey;

export const agreementKeys: readonly AgreementKey[] = [...termsTabs.map((tab) => tab.key), ...infoPageKeys];

export function isAgreementKey(value: unknown): value is AgreementKey {
  return typeof value === 'string' && (agreementKeys as readonly string[]).includes(value);
}

export function termsKeyOfType(type: number): TermsKey | null {
  return termsTabs.find((tab) => tab.type === type)?.key ?? null;
}
