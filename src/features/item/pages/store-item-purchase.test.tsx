// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { session, setSessionUser } from '../../../lib/session/session-store';
import { storeItem } from '../testing/item-fixture';
import { renderRoute, stubApi, stubMatchMedia } from '../testing/render-item';
import { StoreItemPage } from './store-item-page';

// The session is known (GET /api/me answered): a visitor unless a test signs a member in.
session.userKnown = true;

// The store item page's purchase slot, filled by the cart feature: Add to cart and Buy now.
const buyer = { Id: 2, MemberSource: 'US', VerifyStatus: 2, TelPhone: '2025550143', Count: 1 } as CurrentUser;

beforeEach(() => {
  stubMatchMedia(false);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
  session.userKnown = true;
});

function open(item: ItemDetail) {
  const cartBodies: unknown[] = [];
  const fetchMock = stubApi({
    '/api/items/9': { status: 200, body: item },
    '/api/recently/': { status: 204 },
    '/api/cart': (_url, init) => {
      if (init?.method === 'POST') cartBodies.push(JSON.parse(String(init.body)));
      return { status: 200, body: { Id: 77, Num: 1, CartCount: 1 } };
    },
    '/api/cart/count': { status: 200, body: { Count: 1 } },
  });
  renderRoute('/storedetails/9', {
    '/storedetails/:id': <StoreItemPage />,
    '/pay/storecheckout': <p>Store checkout</p>,
    '/login': <p>Login page</p>,
  });
  return { fetchMock, cartBodies };
}

describe('StoreItemPage purchase', () => {
  it('sends visitors to /login from Add to cart', async () => {
    open(storeItem());
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(sessionStorage.getItem('holo_return_to')).toBe('/storedetails/9');
  });

  it('adds the chosen condition and quantity to the cart and opens the added-to-cart dialog with a link to the cart', async () => {
    session.user = buyer;
    const { cartBodies } = open(storeItem());
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Added to cart' });
    expect(within(dialog).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/pay/cart');
    expect(cartBodies).toEqual([{ CommodityId: 9, ConditionId: 1, Num: 2, CoverOrAppend: 'append' }]);
  });

  it('waits for the session before deciding: a member who taps Add to cart before GET /api/me answered is not sent to sign in', async () => {
    session.userKnown = false;
    const { cartBodies } = open(storeItem());
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await Promise.resolve();
    expect(screen.queryByText('Login page')).toBeNull();
    setSessionUser(buyer);
    expect(await screen.findByRole('dialog', { name: 'Added to cart' })).toBeTruthy();
    expect(cartBodies).toHaveLength(1);
    expect(screen.queryByText('Login page')).toBeNull();
  });

  it('Buy now puts exactly that line in the cart and opens the store checkout with it saved under check', async () => {
    session.user = buyer;
    const { cartBodies } = open(storeItem());
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('Store checkout')).toBeTruthy();
    expect(cartBodies).toEqual([{ CommodityId: 9, ConditionId: 1, Num: 1, CoverOrAppend: 'cover' }]);
    expect(JSON.parse(sessionStorage.getItem('check')!)).toEqual({ kind: 'store', CartLineIds: [77] });
  });

  it('answers Buy now on a coming-soon item with the Coming Soon dialog, while Add to cart still works', async () => {
    session.user = buyer;
    const { cartBodies } = open(storeItem({ Status: 2, StartDate: new Date(Date.now() + 86_400_000).toISOString() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    expect(await screen.findByRole('dialog', { name: 'Coming Soon' })).toBeTruthy();
    expect(cartBodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Added to cart' })).toBeTruthy();
    expect(cartBodies).toHaveLength(1);
  });
});
