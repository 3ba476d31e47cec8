import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { chpRowTitle, consumptionTypeLabels } from './chp-row-title';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const shown = (title: ReturnType<typeof chpRowTitle>) => (typeof title === 'string' ? title : i18n._(title));

describe('chpRowTitle', () => {
  it('labels a deposit hold with its item and a release as a returned deposit', () => {
    expect(shown(chpRowTitle({ Kind: 'hold', Describe: 'Bid deposit held for item HL123' }))).toBe('Deposit held for HL123');
    expect(shown(chpRowTitle({ Kind: 'hold', Describe: 'Something else' }))).toBe('Deposit held');
    expect(shown(chpRowTitle({ Kind: 'release', Describe: 'Bid deposit released for item HL123' }))).toBe('Deposit returned');
  });

  it('shows credits and debits by their description', () => {
    expect(chpRowTitle({ Kind: 'credit', Describe: 'CHP top-up by card' })).toBe('CHP top-up by card');
    expect(chpRowTitle({ Kind: 'debit', Describe: 'Deposit kept: order HS1 was not paid in time' })).toBe('Deposit kept: order HS1 was not paid in time');
  });

  it('names the two consumption types', () => {
    expect(i18n._(consumptionTypeLabels[2])).toBe('Increase');
    expect(i18n._(consumptionTypeLabels[1])).toBe('Deduct');
  });
});
