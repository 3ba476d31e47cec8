// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctionItem } from '../testing/item-fixture';
import { SellerBox } from './seller-box';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderBox(overrides: Parameters<typeof auctionItem>[0] = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SellerBox item={auctionItem(overrides)} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: 'Seller' });
}

describe('SellerBox', () => {
  it("shows the seller's positive count and percentage, linking to their seller feedback", () => {
    const box = renderBox({ SellUserID: 12, SellFavorableCount: 199, SellNegativeCount: 1 });
    expect(within(box).getByRole('link', { name: '199 positive' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=1');
    expect(box.textContent).toContain('99.50%');
    expect(within(box).getByRole('link', { name: /Charizard Corner/ }).getAttribute('href')).toBe('/seller/detail/4');
  });

  it('shows 100% for a seller nobody has rated yet', () => {
    const box = renderBox({ SellUserID: 30, SellFavorableCount: 0, SellNegativeCount: 0 });
    expect(within(box).getByRole('link', { name: '0 positive' }).getAttribute('href')).toBe('/feedback/seller?id=30&type=1');
    expect(box.textContent).toContain('100%');
    expect(box.textContent).not.toContain('100.00%');
  });
});
