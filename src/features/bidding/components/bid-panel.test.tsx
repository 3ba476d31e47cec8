// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import type { HubBidMessage } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { reportServerReached } from '../../../lib/offline/connectivity';
import { itemQueries } from '../../item';
import { useLiveAuction } from '../live/use-live-auction';
import { auctionItem, bidRow, hubMessage, stubBiddingApi, type Reply } from '../testing/bidding-fixtures';
import { BidPanel } from './bid-panel';

const gate = vi.fn(async () => true);
vi.mock('../../verification', () => ({ useTradeGate: () => gate }));

let deliver: ((message: HubBidMessage) => void) | null = null;
let joined: ((state: HubBidMessage | null) => void) | undefined;
vi.mock('../../../lib/live/use-commodity-live', () => ({
  useCommodityLive: (_id: number | null, onMessage: (message: HubBidMessage) => void, onJoined?: (state: HubBidMessage | null) => void) => {
    deliver = onMessage;
    joined = onJoined;
  },
}));

beforeAll(async () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // The panel imports the dialog's code on the first press; compiling it here keeps that first
  // press as quick as in the browser, where the chunk is one small request.
  await import('./bid-dialog');
});
beforeEach(() => gate.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
  deliver = null;
  joined = undefined;
  reportServerReached();
});

const inAuction = { status: 200, body: { DepositNum: 2, SumMoney: 5000, InAuction: true } };
const noDeposit = (SumMoney = 5000) => ({ status: 200, body: { DepositNum: 2, SumMoney, InAuction: false } });
const bidReply = (Outcome: 'leading' | 'raised' | 'outbid', extra: Partial<ItemDetail> = {}): Reply => ({
  status: 200,
  body: {
    CommodityID: 7, Status: 1, USD_Price: 5000, MinNextBid: 5500, AuctionCount: 4, AuctionsUserCount: 3,
    EffectiveDate: auctionItem().EffectiveDate, Outcome, IsOutBid: Outcome === 'outbid' ? 2 : 3, USD_MyPrice: 6000, ...extra,
  },
});

/** The item page's auction box: reads the item from the cache and follows live bids, as the item page does. */
function Harness({ id }: { id: number }) {
  const { data } = useQuery({ ...itemQueries.detail(id), staleTime: Infinity });
  useLiveAuction(data);
  return data ? <BidPanel item={data} /> : null;
}

function setup(item: ItemDetail, routes: Parameters<typeof stubBiddingApi>[0]) {
  const api = stubBiddingApi({ 'GET /api/items/7': { status: 200, body: item }, ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(itemQueries.detail(7).queryKey, item);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Harness id={7} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  const cached = () => queryClient.getQueryData<ItemDetail>(itemQueries.detail(7).queryKey)!;
  return { ...api, queryClient, cached };
}

async function openDialog(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Place bid' }));
  const heading = await screen.findByRole('heading', { name: title });
  return within(heading.closest('dialog')!);
}

const feedback = (dialog: ReturnType<typeof within>) => dialog.getByRole('status');

/** The review the dialog turns into before any bid is sent: nothing goes out until Confirm bid. */
async function confirmReview(calls: (route: 'POST /api/items/7/bids') => unknown[]) {
  const review = within((await screen.findByRole('heading', { name: 'Review bid' })).closest('dialog')!);
  expect(calls('POST /api/items/7/bids')).toHaveLength(0);
  fireEvent.click(review.getByRole('button', { name: 'Confirm bid' }));
  return review;
}

describe('BidPanel deposit step', () => {
  it('shows the CHP needed, the balance and the return note; Agree holds the deposit and moves to Place bid', async () => {
    const api = setup(auctionItem(), {
      'GET /api/items/7/deposit': noDeposit(),
      'POST /api/items/7/deposit': { status: 200, body: { DepositNum: 2, SumMoney: 4800, InAuction: true } },
    });
    const dialog = await openDialog('CHP deposit');
    expect(gate).toHaveBeenCalledOnce();
    expect(dialog.getByText('2 CHP')).toBeTruthy();
    expect(dialog.getByText('50.00 CHP')).toBeTruthy();
    expect(dialog.getByText(/The CHP is returned/)).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'Charge' })).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByRole('heading', { name: 'Place bid' })).toBeTruthy();
    expect(api.calls('POST /api/items/7/deposit')).toHaveLength(1);
    expect(api.calls('POST /api/items/7/bids')).toHaveLength(0);
  });

  it('with a balance below the deposit warns and offers Charge (a new tab on /pay/chp) instead of Agree', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': noDeposit(150) });
    const dialog = await openDialog('CHP deposit');
    expect(dialog.getByRole('alert').textContent).toBe('Your CHP balance is not enough for the deposit. Please charge first.');
    const charge = dialog.getByRole('link', { name: 'Charge' });
    expect(charge.getAttribute('href')).toBe('/pay/chp');
    expect(charge.getAttribute('target')).toBe('_blank');
    expect(dialog.queryByRole('button', { name: 'Agree' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(api.calls('POST /api/items/7/deposit')).toHaveLength(0);
  });

  it('bids an amount typed before the deposit as soon as the deposit is held', async () => {
    const api = setup(auctionItem(), {
      'GET /api/items/7/deposit': noDeposit(),
      'POST /api/items/7/deposit': { status: 200, body: { DepositNum: 2, SumMoney: 4800, InAuction: true } },
      'POST /api/items/7/bids': bidReply('leading'),
    });
    fireEvent.change(screen.getByLabelText('Your maximum bid (USD)'), { target: { value: '60' } });
    const dialog = await openDialog('CHP deposit');
    fireEvent.click(dialog.getByRole('button', { name: 'Agree' }));
    const review = await confirmReview(api.calls);
    expect(review.getByText('$60.00')).toBeTruthy();
    await waitFor(() => expect(api.calls('POST /api/items/7/bids')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('POST /api/items/7/bids')[0]![1]!.body))).toEqual({ Price: 6000 });
    const placeBid = within((await screen.findByRole('heading', { name: 'Place bid' })).closest('dialog')!);
    await waitFor(() => expect(feedback(placeBid).textContent).toBe('You are the highest bidder!'));
  });

  it('goes straight to Place bid when the deposit is already held, and a visitor or unverified member stops at the gate', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction });
    gate.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(gate).toHaveBeenCalledOnce());
    expect(api.calls('GET /api/items/7/deposit')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Place bid' })).toBeNull();

    await openDialog('Place bid');
    expect(screen.queryByRole('heading', { name: 'CHP deposit' })).toBeNull();
  });
});

describe('BidPanel Place bid', () => {
  it('offers three quick bids (1, 2 and 4 increments) and bids the one pressed', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction, 'POST /api/items/7/bids': bidReply('leading') });
    const dialog = await openDialog('Place bid');
    const quick = within(dialog.getByRole('group', { name: 'Quick bids' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['$50.00', '$55.00', '$65.00']);
    fireEvent.click(dialog.getByRole('button', { name: 'Bid $55.00' }));
    await confirmReview(api.calls);
    await waitFor(() => expect(api.calls('POST /api/items/7/bids')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('POST /api/items/7/bids')[0]![1]!.body))).toEqual({ Price: 5500 });
  });

  it("starts a leader's quick bids from their own maximum, and asks a leader for more than it", async () => {
    setup(auctionItem({ IsOutBid: 3, USD_MyPrice: 6000 }), { 'GET /api/items/7/deposit': inAuction });
    const dialog = await openDialog('Place bid');
    const quick = within(dialog.getByRole('group', { name: 'Quick bids' })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual(['$65.00', '$70.00', '$80.00']);
    fireEvent.change(dialog.getByLabelText('Your maximum bid (USD)'), { target: { value: '60' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Bid' }));
    expect(feedback(dialog).textContent).toBe('Please bid $60.01 or higher');
  });

  it('keeps digits and two decimals, at most 9 characters, in the amount field', async () => {
    setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction });
    const dialog = await openDialog('Place bid');
    const input = dialog.getByLabelText('Your maximum bid (USD)') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '$12a.345' } });
    expect(input.value).toBe('12.34');
    fireEvent.change(input, { target: { value: '12345678901' } });
    expect(input.value).toBe('123456789');
  });

  it("says 'Please enter a price' for an empty amount and 'Please bid {n} or higher' below the minimum, sending nothing", async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction });
    const dialog = await openDialog('Place bid');
    fireEvent.click(dialog.getByRole('button', { name: 'Bid' }));
    expect(feedback(dialog).textContent).toBe('Please enter a price');
    fireEvent.change(dialog.getByLabelText('Your maximum bid (USD)'), { target: { value: '49.99' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Bid' }));
    expect(feedback(dialog).textContent).toBe('Please bid $50.00 or higher');
    expect(api.calls('POST /api/items/7/bids')).toHaveLength(0);
  });

  it('warns in the review of a bid above 50 times the price, showing the amount', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction, 'POST /api/items/7/bids': bidReply('leading') });
    const dialog = await openDialog('Place bid');
    fireEvent.change(dialog.getByLabelText('Your maximum bid (USD)'), { target: { value: '2500' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Bid' }));
    const review = within((await screen.findByRole('heading', { name: 'Review bid' })).closest('dialog')!);
    expect(review.getByRole('alert').textContent).toBe('Your maximum bid of $2,500.00 is more than 50 times the current price.');
    await confirmReview(api.calls);
    await waitFor(() => expect(api.calls('POST /api/items/7/bids')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('POST /api/items/7/bids')[0]![1]!.body))).toEqual({ Price: 250000 });
  });

  it('reviews amount, shipping, premium, tax and total; Cancel and Escape go back with the amount kept', async () => {
    const item = auctionItem({ PostageMoney: 500, BuyerPremium: 275, StateTax: { StateName: 'CA', TaxPercent: 7.25, TaxPrice: 100 } });
    const api = setup(item, { 'GET /api/items/7/deposit': inAuction });
    const dialog = await openDialog('Place bid');
    fireEvent.change(dialog.getByLabelText('Your maximum bid (USD)'), { target: { value: '60' } });
    fireEvent.submit(dialog.getByLabelText('Your maximum bid (USD)'));
    const review = within((await screen.findByRole('heading', { name: 'Review bid' })).closest('dialog')!);
    const lines = review.getAllByRole('definition').map((cell) => cell.textContent);
    // $60 + $5 shipping; premium 5% of $65 = $3.25; tax 7.25% of $68.25 = $4.95; total $73.20.
    expect(lines).toEqual(['$60.00', '$5.00', '$3.25', '$4.95', '$73.20']);
    fireEvent.click(review.getByRole('button', { name: 'Cancel' }));
    const back = within((await screen.findByRole('heading', { name: 'Place bid' })).closest('dialog')!);
    expect((back.getByLabelText('Your maximum bid (USD)') as HTMLInputElement).value).toBe('60');

    fireEvent.click(back.getByRole('button', { name: 'Bid' }));
    const again = await screen.findByRole('heading', { name: 'Review bid' });
    fireEvent(again.closest('dialog')!, new Event('cancel', { cancelable: true }));
    expect(await screen.findByRole('heading', { name: 'Place bid' })).toBeTruthy();
    expect(api.calls('POST /api/items/7/bids')).toHaveLength(0);
  });

  it('Enter in the item page’s amount field opens the review, not a bid', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction, 'POST /api/items/7/bids': bidReply('leading') });
    const input = screen.getByLabelText('Your maximum bid (USD)');
    fireEvent.change(input, { target: { value: '70' } });
    fireEvent.submit(input);
    await confirmReview(api.calls);
    await waitFor(() => expect(api.calls('POST /api/items/7/bids')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('POST /api/items/7/bids')[0]![1]!.body))).toEqual({ Price: 7000 });
  });

  it.each([
    ['leading', 'You are the highest bidder!', 'leading'],
    ['raised', 'Bid successful!', 'leading'],
    ['outbid', 'Another bidder is ahead. Please increase your bid.', 'outbid'],
  ] as const)('shows the %s outcome in the dialog, keeps it open and reloads the item', async (outcome, text, colour) => {
    const after = auctionItem({ USD_Price: 5000, AuctionCount: 4, IsOutBid: colour === 'leading' ? 3 : 2, USD_MyPrice: 6000 });
    const api = setup(auctionItem(), {
      'GET /api/items/7/deposit': inAuction,
      'POST /api/items/7/bids': bidReply(outcome),
      'GET /api/items/7': { status: 200, body: after },
    });
    const dialog = await openDialog('Place bid');
    fireEvent.click(dialog.getByRole('button', { name: 'Bid $50.00' }));
    await confirmReview(api.calls);
    await waitFor(() => expect(feedback(dialog).textContent).toBe(text));
    await waitFor(() => expect(dialog.getByText('$50.00', { selector: '.bid-price' }).getAttribute('data-state')).toBe(colour));
    await waitFor(() => expect(api.calls('GET /api/items/7').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Place bid' })).toBeTruthy();
  });

  it("shows a refused bid with the server's minimum and reloads the item", async () => {
    const api = setup(auctionItem(), {
      'GET /api/items/7/deposit': inAuction,
      'POST /api/items/7/bids': { status: 409, body: { error: { code: 'BID_TOO_LOW', message: 'Please bid 60.00 or higher', field: 'Price', values: { n: '60.00' } } } },
    });
    const dialog = await openDialog('Place bid');
    fireEvent.click(dialog.getByRole('button', { name: 'Bid $50.00' }));
    await confirmReview(api.calls);
    await waitFor(() => expect(feedback(dialog).textContent).toBe('Please bid $60.00 or higher'));
    await waitFor(() => expect(api.calls('GET /api/items/7').length).toBeGreaterThan(0));
  });

  it('a network failure says bidding needs a connection and keeps the review, its Confirm enabled again once the server answers', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction, 'POST /api/items/7/bids': 'network-error' });
    const dialog = await openDialog('Place bid');
    fireEvent.click(dialog.getByRole('button', { name: 'Bid $50.00' }));
    const review = await confirmReview(api.calls);
    await waitFor(() => expect(api.calls('POST /api/items/7/bids')).toHaveLength(1));
    await waitFor(() => expect(review.getByText('You are offline: bidding needs a connection')).toBeTruthy());
    expect((review.getByRole('button', { name: 'Confirm bid' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => reportServerReached());
    await waitFor(() => expect((review.getByRole('button', { name: 'Confirm bid' }) as HTMLButtonElement).disabled).toBe(false));
    expect(api.calls('GET /api/items/7')).toHaveLength(0);
  });

  it('sends one bid for a double click on Confirm bid', async () => {
    const api = setup(auctionItem(), { 'GET /api/items/7/deposit': inAuction, 'POST /api/items/7/bids': 'never' });
    const dialog = await openDialog('Place bid');
    fireEvent.click(dialog.getByRole('button', { name: 'Bid $50.00' }));
    const review = await confirmReview(api.calls);
    const button = review.getByRole('button', { name: /Confirm bid|Bidding/ });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(api.calls('POST /api/items/7/bids')).toHaveLength(1);
  });

  it('turns the price red with the outbid message when another bid arrives live, and green when the viewer leads again', async () => {
    const item = auctionItem({ IsOutBid: 3, USD_MyPrice: 6000, Auctions: [bidRow({ IsMine: true, CreateUserName: 'Collector1' })] });
    const { cached } = setup(item, { 'GET /api/items/7/deposit': inAuction });
    const dialog = await openDialog('Place bid');
    const price = () => dialog.getByText(/^\$/, { selector: '.bid-price' });
    expect(price().getAttribute('data-state')).toBe('leading');

    act(() => deliver!(hubMessage(item, { USD_Price: 6500, MinNextBid: 7000, AuctionCount: 5, IsOutBid: 2, List: [bidRow({ USD_Price: 6500 })] })));
    await waitFor(() => expect(price().textContent).toBe('$65.00'));
    expect(price().getAttribute('data-state')).toBe('outbid');
    expect(feedback(dialog).textContent).toBe('Another bidder is ahead. Please increase your bid.');
    expect(cached()).toMatchObject({ AuctionCount: 5, IsOutBid: 2 });
    expect(dialog.getByText('5 bids')).toBeTruthy();

    act(() => deliver!(hubMessage(cached(), { USD_Price: 7000, AuctionCount: 6, IsOutBid: 3, List: [bidRow({ IsMine: true, USD_Price: 7000 })] })));
    await waitFor(() => expect(price().getAttribute('data-state')).toBe('leading'));
  });
});

describe('BidPanel joining the live bids', () => {
  it('shows a bid made before the hub joined from the join’s answer, without reading the item again', async () => {
    const item = auctionItem();
    const { calls, cached } = setup(item, { 'GET /api/items/7': { status: 200, body: auctionItem({ USD_Price: 9900 }) } });
    expect(joined).toBeTypeOf('function');

    const newer = [bidRow({ USD_Price: 6000 }), ...item.Auctions];
    act(() => joined!(hubMessage(item, { USD_Price: 6000, MinNextBid: 6500, AuctionCount: 4, IsOutBid: 2, List: newer })));
    await waitFor(() => expect(cached()).toMatchObject({ USD_Price: 6000, MinNextBid: 6500, AuctionCount: 4, IsOutBid: 2, Auctions: newer }));

    // A rejoin whose answer differs only in the end (extended by a late bid's rule) applies it too.
    const later = new Date(Date.parse(item.EffectiveDate!) + 60_000).toISOString();
    act(() => joined!(hubMessage(cached(), { AuctionCount: 4, EffectiveDate: later })));
    await waitFor(() => expect(cached().EffectiveDate).toBe(later));
    expect(calls('GET /api/items/7')).toHaveLength(0);
  });

  it('changes and reads nothing when the join’s answer matches the item the page has', async () => {
    const item = auctionItem();
    const { calls, cached, queryClient } = setup(item, {});
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => joined!(hubMessage(item, { AuctionCount: item.AuctionCount, CommittedAt: new Date(0).toISOString() })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cached()).toBe(item);
    expect(invalidate).not.toHaveBeenCalled();
    expect(calls('GET /api/items/7')).toHaveLength(0);
  });

  it('reads the item again when the join brings no answer', async () => {
    const item = auctionItem();
    const newer = auctionItem({ USD_Price: 6000, MinNextBid: 6500, AuctionCount: 4, Auctions: [bidRow({ USD_Price: 6000 }), ...item.Auctions] });
    const { calls, cached } = setup(item, { 'GET /api/items/7': { status: 200, body: newer } });
    act(() => joined!(null));
    await waitFor(() => expect(cached()).toMatchObject({ USD_Price: 6000, AuctionCount: 4 }));
    expect(calls('GET /api/items/7')).toHaveLength(1);
  });
});

describe('BidPanel availability', () => {
  it('is disabled with a clear message while offline: bids are never queued', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(auctionItem(), {});
    expect((screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline: bidding needs a connection')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('is disabled on the viewer’s own item and before the start, and gone once the auction ended', () => {
    setup(auctionItem({ IsOwn: true }), {});
    expect((screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You cannot bid on your own item')).toBeTruthy();
    cleanup();
    setup(auctionItem({ Status: 2 }), {});
    expect((screen.getByRole('button', { name: 'Place bid' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    setup(auctionItem({ Status: -2 }), {});
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });
});
