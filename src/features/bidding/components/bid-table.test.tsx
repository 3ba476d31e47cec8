// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bidRow } from '../testing/bidding-fixtures';
import { BidTable } from './bid-table';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('BidTable', () => {
  it("shows each bidder's positive feedback as a buyer in brackets after the masked name", () => {
    render(
      <I18nProvider i18n={i18n}>
        <BidTable bids={[bidRow({ CreateUserName: 'b***r', BuyFavorableCount: 1234 }), bidRow({ CreateUserName: 'z***z', BuyFavorableCount: 0 })]} />
      </I18nProvider>,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['b***r (1,234)', 'z***z (0)']);
    expect(within(rows[0]!).getByTitle('Positive feedback as a buyer').textContent).toBe('(1,234)');
    // The bidder stays masked: no link to whose feedback it is.
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
  });
});
