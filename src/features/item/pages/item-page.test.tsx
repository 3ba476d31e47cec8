// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { session } from '../../../lib/session/session-store';
import { auctionItem, buyNowItem, likeListing } from '../testing/item-fixture';
import { callsTo, renderRoute, stubApi, stubMatchMedia, type Replies } from '../testing/render-item';
import { ItemPage } from './item-page';
import { endFakeTimers } from '../../../testing/end-fake-timers';

// The session is known (GET /api/me answered): a visitor unless a test signs a member in.
session.userKnown = true;

// The live-bid socket is not part of these page tests (the bidding feature tests live updates).
vi.mock('../../../lib/live/use-commodity-live', () => ({ useCommodityLive: () => ({ connected: false }) }));

const member = (overrides: Partial<CurrentUser> = {}) =>
  ({ Id: 2, NickName: 'Collector2', MemberSource: 'US', IsSeller: false, IsSell: false, ...overrides }) as CurrentUser;

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  endFakeTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.user = null;
  toasts.items.splice(0);
});

function open(item: ItemDetail | Replies[string], extra: Replies = {}) {
  const fetchMock = stubApi({
    '/api/items/5': 'status' in item ? item : { status: 200, body: item },
    '/api/items/5/like': { status: 200, body: { data: Array.from({ length: 10 }, (_, i) => likeListing(100 + i)) } },
    '/api/recently/': { status: 204 },
    '/api/reference/app-config': { status: 200, body: { SellerSiteUrl: 'https://seller.example' } },
    ...extra,
  });
  const view = renderRoute('/carddetails/5', { '/carddetails/:id': <ItemPage />, '/storedetails/:id': <p>Store item page</p> });
  return { ...view, fetchMock };
}

const summary = () => screen.getByRole('heading', { level: 1 }).closest('.item__summary') as HTMLElement;

describe('ItemPage: auction', () => {
  it('shows the gallery, Current bid, countdown, properties, the first 3 bids and 9 suggestions', async () => {
    open(auctionItem());
    expect(await screen.findByRole('heading', { level: 1, name: '2018 Topps Update Shohei Ohtani #US1 Rookie' })).toBeTruthy();
    expect(screen.getByText('Item number HC000005')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Image 1 of 2: view full screen' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(2);
    expect(screen.getByText('Current bid', { selector: '.item-price__label' })).toBeTruthy();
    expect(screen.getByText('$45.00', { selector: '.item-price__amount' })).toBeTruthy();
    expect(screen.getByText('2d 5h')).toBeTruthy();
    expect(screen.getByText('3 bidders')).toBeTruthy();
    const props = screen.getByRole('region', { name: 'Item specifics' });
    expect(within(props).getByText('Sport').nextSibling?.textContent).toBe('Baseball');

    const bids = within(screen.getByRole('region', { name: 'Bids' })).getAllByRole('listitem');
    expect(bids).toHaveLength(3);
    expect(bids[0]!.textContent).toContain('C*******1');
    expect(bids[0]!.textContent).toContain('Automatic bid');
    expect(bids[1]!.className).toContain('item-bids__row--mine');
    expect(within(bids[1]!).getByText('You')).toBeTruthy();

    const like = await screen.findByRole('region', { name: 'You may also like' });
    // The row draws its first six, and all nine once it is scrolled.
    expect(within(like).getAllByRole('article')).toHaveLength(6);
    fireEvent.scroll(within(like).getByRole('list'));
    await waitFor(() => expect(within(like).getAllByRole('article')).toHaveLength(9));
    expect(screen.queryByText('This card has expired. Take a look at other cards.')).toBeNull();
  });

  it('shows the bid count as plain text to a visitor and as a bid-history link to a member', async () => {
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: '4 bids' })).toBeNull();
    expect(screen.getAllByText('4 bids').length).toBeGreaterThan(0);
    cleanup();

    session.user = member();
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    const links = screen.getAllByRole('link', { name: '4 bids' });
    expect(links[0]!.getAttribute('href')).toBe('/myholo/bidhistory/5');
  });

  it('shows no bid-history link without a bid, and Starting bid', async () => {
    session.user = member();
    open(auctionItem({ AuctionCount: 0, AuctionsUserCount: 0, Auctions: [], USD_Price: 1000 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Starting bid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '0 bids' })).toBeNull();
    expect(screen.getByText('No bids yet.')).toBeTruthy();
  });

  it('shows a coming-soon auction with its start time and Starting bid', async () => {
    const start = new Date(Date.now() + 3 * 3_600_000).toISOString();
    open(auctionItem({ Status: 2, StartDate: start, AuctionCount: 0, Auctions: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Starting bid')).toBeTruthy();
    expect(screen.getByText(/^Will be listed at /)).toBeTruthy();
    expect(within(summary()).getByText('Starts in')).toBeTruthy();
  });

  it('marks the countdown red in the last hour', async () => {
    open(auctionItem({ EffectiveDate: new Date(Date.now() + 30 * 60_000 + 30_000).toISOString() }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('30m 29s').className).toContain('countdown--urgent');
  });
});

describe('ItemPage: buy now and finished', () => {
  it('labels a buy-now item Price and shows no bids', async () => {
    open(buyNowItem());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Price')).toBeTruthy();
    expect(screen.getByText('$120.00', { selector: '.item-price__amount' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bids' })).toBeNull();
    expect(screen.queryByText(/bidders?$/)).toBeNull();
  });

  it('shows a won auction (status -2) with the winning bid, Ended (not 00:00) and that it was sold, not expired', async () => {
    open(auctionItem({ Status: -2, EffectiveDate: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Winning bid')).toBeTruthy();
    expect(screen.getByText('Ended', { selector: '.countdown' })).toBeTruthy();
    expect(screen.getByText(/^Ended /)).toBeTruthy();
    expect(screen.getByText('This item has been sold. Take a look at other cards.')).toBeTruthy();
    expect(screen.queryByText(/expired/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the market' }).getAttribute('href')).toBe('/market');
  });

  it('shows an auction that ended without a sale (status -1) as expired', async () => {
    open(auctionItem({ Status: -1, AuctionCount: 0, Auctions: [], EffectiveDate: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('This card has expired. Take a look at other cards.')).toBeTruthy();
    expect(screen.queryByText(/has been sold/)).toBeNull();
  });

  it('shows a bought buy-now item (status -2) as Sold, not as no longer available', async () => {
    open(buyNowItem({ Status: -2 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Sold', { selector: '.item-timing__ended' })).toBeTruthy();
    expect(screen.getByText('This item has been sold. Take a look at other cards.')).toBeTruthy();
    expect(screen.queryByText('This item is no longer available')).toBeNull();
    expect(screen.queryByText(/expired/)).toBeNull();
  });

  it('refetches once when the countdown runs out and shows the finished view', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const end = new Date(Date.now() + 2500).toISOString();
    // The server has not settled the auction yet when the page asks again: it still says 1.
    const { fetchMock } = open(auctionItem({ EffectiveDate: end }), {
      '/api/items/5': () => ({ status: 200, body: auctionItem({ EffectiveDate: end, ServerTime: new Date().toISOString() }) }),
    });
    await screen.findByText('Current bid', { selector: '.item-price__label' });
    expect(callsTo(fetchMock, '/api/items/5')).toBe(1);
    await act(async () => void vi.advanceTimersByTime(3000));
    await screen.findByText('Winning bid');
    expect(screen.getByText('Ended', { selector: '.countdown' })).toBeTruthy();
    expect(screen.getByText('This card has expired. Take a look at other cards.')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/items/5')).toBe(2));
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(callsTo(fetchMock, '/api/items/5')).toBe(2);
  });

  it('shows the live view again when the refetch brings an extended end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const end = new Date(Date.now() + 2500).toISOString();
    let served = 0;
    open(auctionItem({ EffectiveDate: end }), {
      '/api/items/5': () => ({
        status: 200,
        body: auctionItem({ EffectiveDate: served++ === 0 ? end : new Date(Date.now() + 120_000).toISOString() }),
      }),
    });
    await screen.findByText('Current bid', { selector: '.item-price__label' });
    await act(async () => void vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.getByText('Current bid', { selector: '.item-price__label' })).toBeTruthy());
    // Two minutes from the refetch's answer, less what the clock and the server offset moved since.
    expect(screen.getByText(/^(1m 5\ds|2m 0s)$/)).toBeTruthy();
  });
});

describe('ItemPage: not found and failures', () => {
  it('shows the not-found panel with the server message for an unknown id', async () => {
    open({ status: 404, body: { error: { code: 'LISTING_NOT_FOUND', message: 'The item does not exist or has been removed' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeTruthy();
    expect(screen.getByText('The item does not exist or has been removed')).toBeTruthy();
  });

  it('shows an unknown server code’s own message', async () => {
    open({ status: 404, body: { error: { code: 'GONE_FISHING', message: 'This listing was withdrawn' } } });
    expect(await screen.findByText('This listing was withdrawn')).toBeTruthy();
  });

  it('does not ask the server for an id that cannot exist', async () => {
    const fetchMock = stubApi({});
    renderRoute('/carddetails/abc', { '/carddetails/:id': <ItemPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the item cannot be loaded', async () => {
    const { fetchMock } = open({ status: 500, body: { error: { code: 'SERVER_ERROR', message: 'Server error' } } });
    expect(await screen.findByText('The item could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/items/5')).toBe(2));
  });

  it('sends a store item to /storedetails', async () => {
    open(buyNowItem({ OrderType: 1 }));
    expect(await screen.findByText('Store item page')).toBeTruthy();
  });
});

describe('ItemPage: own items, seller actions, fees', () => {
  it('links contact seller to the contact page about the card, and hides it on one’s own item', async () => {
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Contact seller' }).getAttribute('href')).toBe('/messages/contact?item=5');
    expect(screen.getByRole('link', { name: /Charizard Corner/ }).getAttribute('href')).toBe('/seller/detail/4');
    cleanup();

    session.user = member({ Id: 12 });
    open(auctionItem({ IsOwn: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Contact seller' })).toBeNull();
    expect(screen.getByText('This is your listing.')).toBeTruthy();
  });

  it('opens the seller site with id and clone=new for a seller', async () => {
    session.user = member({ IsSeller: true });
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sell one like this' }));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith('https://seller.example/?id=5&clone=new', '_blank', 'noopener'));
  });

  it('tells a member who is not a seller that they may not sell', async () => {
    session.user = member();
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sell one like this' }));
    expect(toasts.items.map((toast) => toast.text)).toEqual(['Sorry, you do not have permission to sell.']);
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it('sends a visitor who wants to sell one like this to sign in', async () => {
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sell one like this' }));
    expect(await screen.findByText('Elsewhere: /login')).toBeTruthy();
  });

  it('shows shipping, the buyer premium and the domestic shipping dialog', async () => {
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    const fees = summary().querySelector('.item-fees') as HTMLElement;
    expect(within(fees).getByText('$5.00')).toBeTruthy();
    expect(within(fees).getByText('about $2.50')).toBeTruthy();
    expect(within(fees).queryByText('Estimated state tax')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Domestic shipping details' }));
    const dialog = screen.getByRole('dialog', { name: 'Domestic shipping' });
    const rows = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['AreaShipping', 'CaliforniaFree', 'NevadaPay on delivery', 'Alaska$8.50']);
    expect(within(dialog).getByText('International shipping is paid by the buyer.')).toBeTruthy();
  });

  it('shows the overseas-tax note for a cross-region item', async () => {
    open(auctionItem({ BusinessType: 2 }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(summary()).getByText(/import duties and taxes of your country are not included/)).toBeTruthy();
  });

  it('shows the state tax line and tab to a US member, and no tab to others', async () => {
    session.user = member();
    open(auctionItem({ StateTax: { StateName: 'California', TaxPercent: 7.25, TaxPrice: 363 } }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(summary()).getByText('about $3.63 (California)')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Description', 'Shipping', 'Buyer premium', 'State tax']);
    fireEvent.click(screen.getByRole('tab', { name: 'State tax' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Sales tax for California is 7.25%');
    cleanup();

    session.user = member({ MemberSource: 'MO' });
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Shipping', 'Buyer premium']);
    cleanup();

    session.user = null;
    open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tab', { name: 'State tax' })).toBeNull();
  });

  it('records the view for a signed-in member only', async () => {
    const { fetchMock } = open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo(fetchMock, '/api/recently/5')).toBe(0);
    cleanup();

    session.user = member();
    const second = open(auctionItem());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(callsTo(second.fetchMock, '/api/recently/5')).toBe(1));
  });

  it('shows the placeholder when the listing has no image', async () => {
    open(buyNowItem({ Images: ['noimage'], TitImg: 'noimage' }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('region', { name: 'Images' })).getByRole('img', { name: 'No image' })).toBeTruthy();
  });
});
