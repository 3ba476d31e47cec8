// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctionItem } from '../testing/item-fixture';
import { RecentBids } from './recent-bids';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('RecentBids', () => {
  it("shows each bidder's positive feedback as a buyer in brackets after the masked name, (0) included", () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <RecentBids item={auctionItem()} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const rows = within(screen.getByRole('region', { name: 'Bids' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.item-bids__who')?.textContent)).toEqual([
      'C*******1(12)Automatic bid',
      'Collector2(0)You',
      'b***r(3)',
    ]);
    expect(within(rows[0]!).getByTitle('Positive feedback as a buyer').textContent).toBe('(12)');
  });
});
