// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { session } from '../../../lib/session/session-store';
import { auctionItem, storeItem } from '../testing/item-fixture';
import { callsTo, renderRoute, stubApi, stubMatchMedia } from '../testing/render-item';
import { StoreItemPage } from './store-item-page';
import { endFakeTimers } from '../../../testing/end-fake-timers';

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  endFakeTimers();
  vi.unstubAllGlobals();
  session.user = null;
});

function open(item: ItemDetail | (() => ItemDetail)) {
  const fetchMock = stubApi({
    '/api/items/9': () => ({ status: 200, body: typeof item === 'function' ? item() : item }),
    '/api/recently/': { status: 204 },
  });
  renderRoute('/storedetails/9', { '/storedetails/:id': <StoreItemPage />, '/carddetails/:id': <p>Card page</p> });
  return fetchMock;
}

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;

describe('StoreItemPage', () => {
  it('shows the conditions with price, struck-through price and stock, and only the Description and Shipping tabs', async () => {
    session.user = { Id: 2, MemberSource: 'US' } as typeof session.user;
    open(storeItem());
    await screen.findByRole('heading', { level: 1, name: 'Pokémon Scarlet & Violet booster box' });
    const options = within(screen.getByRole('group', { name: 'Condition' })).getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    const sealed = options[0]!.closest('label')!;
    expect(sealed.textContent).toContain('$140.00');
    expect(sealed.querySelector('s')?.textContent).toBe('Was $160.00');
    expect(sealed.textContent).toContain('5 in stock');
    expect(options[1]!.closest('label')!.textContent).toContain('Sold out');
    expect(screen.getByText('Purchase limit 2, bought 0')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Shipping']);
  });

  it('keeps the quantity between 1 and the purchase limit, and says why', async () => {
    open(storeItem());
    await screen.findByRole('heading', { level: 1 });
    expect(quantity().value).toBe('1');
    expect((screen.getByRole('button', { name: 'Fewer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(quantity().value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(quantity().value).toBe('2');
    expect(screen.getByRole('alert').textContent).toBe('You can buy at most 2 of this item.');

    fireEvent.change(quantity(), { target: { value: '0' } });
    fireEvent.blur(quantity());
    expect(quantity().value).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('Please choose a quantity of at least 1');
  });

  it('says Insufficient inventory above the stock, and starts again at 1 for another condition', async () => {
    open(storeItem());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: /Display/ }));
    fireEvent.change(quantity(), { target: { value: '7' } });
    fireEvent.keyDown(quantity(), { key: 'Enter' });
    expect(quantity().value).toBe('3');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient inventory');
    fireEvent.click(screen.getByRole('radio', { name: /Sealed/ }));
    expect(quantity().value).toBe('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables the quantity of a sold-out condition', async () => {
    open(storeItem());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('radio', { name: /Opened/ }));
    expect(quantity().disabled).toBe(true);
  });

  it('counts down a coming-soon item and fetches it again when it opens', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const start = new Date(Date.now() + 2500).toISOString();
    let served = 0;
    const fetchMock = open(() => storeItem(served++ === 0 ? { Status: 2, StartDate: start } : { Status: 1, StartDate: start }));
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
    expect(screen.getByText('Starts in')).toBeTruthy();
    expect(screen.getByText(/^Will be listed at /)).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(3000));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/items/9')).toBe(2));
    await vi.waitFor(() => expect(screen.queryByText('Coming Soon')).toBeNull());
  });

  it('shows the expired notice for an ended store item', async () => {
    open(storeItem({ Status: -1 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('This card has expired. Take a look at other cards.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Condition' })).toBeNull();
  });

  it('sends a marketplace listing to /carddetails', async () => {
    open(auctionItem({ ID: 9 }));
    expect(await screen.findByText('Card page')).toBeTruthy();
  });
});
