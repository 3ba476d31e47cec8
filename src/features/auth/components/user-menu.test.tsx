// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { UserMenu } from './user-menu';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('UserMenu', () => {
  it('links to the member pages, orders, coupons and addresses included', () => {
    const user = { Id: 5, NickName: 'Ann', SumMoney: 1_250, HeadPortrait: '' } as CurrentUser;
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <UserMenu user={user} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('My bids')).toBe('/myholo/bids');
    expect(href('Purchases')).toBe('/myholo/purchase');
    expect(href('Store orders')).toBe('/myholo/mallorder');
    expect(href('Coupons')).toBe('/myholo/coupons');
    expect(href('Addresses')).toBe('/myholo/address');
    expect(href('Account settings')).toBe('/myholo/setting');
  });
});
