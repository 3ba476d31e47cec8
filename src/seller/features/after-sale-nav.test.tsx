// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSeller, stubSellerApi } from '../testing/render-seller';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the after-sale areas in the seller site', () => {
  it('are in the navigation in the agreed order and open under /seller', async () => {
    stubSellerApi({ '/api/seller/cases': { status: 200, body: { data: [] } } });
    renderSeller('/seller/cases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cases and returns' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No cases' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Seller site' });
    const names = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(expect.arrayContaining(['Offers', 'Orders', 'Cases', 'Feedback', 'Messages', 'Proceeds', 'Store']));
    expect(names.indexOf('Offers')).toBeLessThan(names.indexOf('Store'));
  });
});
