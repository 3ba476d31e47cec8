// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedbackListReply, FeedbackRow } from '../../../domain/feedback/feedback.schema';
import { BuyerFeedbackPage, SellerFeedbackPage } from './feedback-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (ID: number, extra: Partial<FeedbackRow> = {}): FeedbackRow => ({
  ID,
  RealName: 'Collector1',
  HeadPortrait: '',
  AppraisalStatus: 1,
  AppraisalType: 2,
  AppraisalContent: `Fast shipping, card as described (${ID})`,
  CommodityID: 100 + ID,
  Title: `Ohtani rookie ${ID}`,
  TitImg: `/media/${ID}.webp`,
  CreateDate: '2026-11-20T10:30:00.000Z',
  ...extra,
});

const member = {
  ID: 12, RealName: 'CardShop', HeadPortrait: '', IsSeller: true,
  SellFavorableCount: 199, SellNegativeCount: 1, BuyFavorableCount: 3, BuyNegativeCount: 0,
};

const reply = (data: FeedbackRow[], count = data.length): FeedbackListReply => ({ Member: member, data, count });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers GET /api/feedback with `answer(query)`, recording each query. */
function stubFeedback(answer: (query: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/feedback') return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
      queries.push(url.searchParams);
      return answer(url.searchParams);
    }),
  );
  return queries;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/feedback/seller" element={<SellerFeedbackPage />} />
            <Route path="/feedback/buyer" element={<BuyerFeedbackPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('FeedbackPage', () => {
  it("shows the seller's record and the positive tab's feedback, each product linking to its item", async () => {
    const queries = stubFeedback(() => json(200, reply([row(1), row(2)])));
    renderAt('/feedback/seller?id=12&type=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'CardShop' })).toBeTruthy();
    expect(screen.getByText('Feedback as a seller', { selector: 'p' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain('199 positive');
    expect(header.textContent).toContain('1 negative');
    expect(header.textContent).toContain('99.50%');
    expect(screen.getByRole('tab', { name: 'Positive (199)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Negative (1)', selected: false })).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toEqual({ member: '12', about: '2', status: '1', sort: 'new', page: '1' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Ohtani rookie 1' }).getAttribute('href')).toBe('/carddetails/101');
    expect(within(rows[0]!).getByText('Fast shipping, card as described (1)')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Buyer' })).toBeTruthy();
    // The buyer side of the same member is one link away.
    expect(screen.getByRole('link', { name: 'Feedback as a buyer' }).getAttribute('href')).toBe('/feedback/buyer?id=12&type=1');
  });

  it('opens the negative tab from type=2 and moves between tabs through the URL', async () => {
    const queries = stubFeedback((query) => json(200, reply(query.get('status') === '2' ? [row(9, { AppraisalStatus: 2, AppraisalContent: 'Never arrived' })] : [row(1)])));
    renderAt('/feedback/seller?id=12&type=2');
    expect(await screen.findByText('Never arrived')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Negative (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(queries[0]!.get('status')).toBe('2');

    fireEvent.click(screen.getByRole('tab', { name: 'Positive (199)' }));
    expect(location()).toBe('/feedback/seller?id=12&type=1');
    expect(await screen.findByText('Fast shipping, card as described (1)')).toBeTruthy();
    expect(queries.at(-1)!.get('status')).toBe('1');
  });

  it("sorts a seller's feedback oldest first from the select, back on page 1", async () => {
    const queries = stubFeedback(() => json(200, reply([row(1)], 130)));
    renderAt('/feedback/seller?id=12&type=1&page=2');
    await screen.findByText('Fast shipping, card as described (1)');
    expect(queries[0]!.get('page')).toBe('2');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'old' } });
    expect(location()).toBe('/feedback/seller?id=12&type=1&sort=old');
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('old'));
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('old');
  });

  it('pages 60 at a time, keeping the tab and sort in the links', async () => {
    stubFeedback(() => json(200, reply([row(1)], 130)));
    renderAt('/feedback/seller?id=12&type=2&sort=old');
    await screen.findByText('130 feedback');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=2&sort=old&page=3');
    expect(screen.queryByRole('link', { name: 'Page 4' })).toBeNull();
  });

  it('shows the whole feedback in the details dialog, with the full name and the item', async () => {
    const long = 'Excellent seller! '.repeat(5).trim();
    stubFeedback(() => json(200, reply([row(1, { AppraisalContent: long, RealName: 'TheVintageBaseballCardShop' })])));
    renderAt('/feedback/seller?id=12');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of the feedback on Ohtani rookie 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Feedback' });
    expect(within(dialog).getByText(long)).toBeTruthy();
    expect(within(dialog).getByText('TheVintageBaseballCardShop')).toBeTruthy();
    expect(within(dialog).getByText('Positive')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ohtani rookie 1' }).getAttribute('href')).toBe('/carddetails/101');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cuts the names in the table at 14 characters, 7 when CJK, and keeps the full name in the title', async () => {
    stubFeedback(() => json(200, reply([row(1, { RealName: 'TheVintageBaseballCardShop' }), row(2, { RealName: '卡牌收藏家小王的店' }), row(3, { RealName: 'Collector1' })])));
    renderAt('/feedback/seller?id=12');
    await screen.findByText('Fast shipping, card as described (1)');
    const names = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelector('.feedback-table__name span'));
    expect(names.map((span) => span?.textContent)).toEqual(['TheVintageBase…', '卡牌收藏家小王…', 'Collector1']);
    expect(names[0]?.getAttribute('title')).toBe('TheVintageBaseballCardShop');
  });

  it("shows a buyer's record without a sort select, with the seller side linked for a seller", async () => {
    const queries = stubFeedback(() => json(200, reply([row(1, { AppraisalType: 1 })])));
    renderAt('/feedback/buyer?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'CardShop' })).toBeTruthy();
    expect(screen.getByText('Feedback as a buyer', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('3 positive');
    expect(screen.getByRole('banner').textContent).toContain('100%');
    expect(screen.getByRole('tab', { name: 'Positive (3)', selected: true })).toBeTruthy();
    expect(screen.queryByLabelText('Sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toBeTruthy();
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ member: '12', about: '1', status: '1', sort: 'new' });
    expect(screen.getByRole('link', { name: 'Feedback as a seller' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=1');
  });

  it('shows 100% for a member nobody has rated, and the no-data view for an empty tab', async () => {
    stubFeedback(() => json(200, { Member: { ...member, SellFavorableCount: 0, SellNegativeCount: 0 }, data: [], count: 0 }));
    renderAt('/feedback/seller?id=12&type=2');
    expect(await screen.findByRole('heading', { name: 'No negative feedback as a seller' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('100%');
    expect(screen.getByRole('banner').textContent).not.toContain('100.00%');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the fault view with Try again when the list fails', async () => {
    const queries = stubFeedback(() => json(500, { error: { code: 'SERVER_ERROR', message: 'Server error' } }));
    renderAt('/feedback/seller?id=12');
    expect(await screen.findByRole('heading', { name: 'The feedback could not be loaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('says the member was not found for an unknown id, and asks nothing for a link without one', async () => {
    stubFeedback(() => json(404, { error: { code: 'MEMBER_NOT_FOUND', message: 'The member does not exist' } }));
    renderAt('/feedback/seller?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    cleanup();

    const queries = stubFeedback(() => json(200, reply([])));
    renderAt('/feedback/seller?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(queries).toHaveLength(0);
  });
});
