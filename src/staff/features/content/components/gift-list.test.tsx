// @vitest-environment jsdom
/**
 * A promotion's gifts on the content desk: each with its member and kind; one still to release has
 * its release form (a prize asks for the carrier and tracking number first), a released one does
 * not, and releasing reads the list again.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffGiftRow } from '../../../../domain/promotions/staff-activity.schema';
import { GiftList } from './gift-list';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gift = (over: Partial<StaffGiftRow>): StaffGiftRow => ({
  Id: 1,
  ActivityId: 4,
  MemberId: 7,
  GiftType: 0,
  OrderStatus: 2,
  LogisticsCompanyName: null,
  LogisticsCode: null,
  RedemptionCodes: [],
  MemberEmail: 'winner@holo.test',
  Name: { en: 'Signed slab' },
  CreatedAt: '2026-11-20T10:00:00Z',
  ReleasedAt: null,
  ...over,
});

function stubApi(lists: StaffGiftRow[][]) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const list = (lists.length > 1 ? lists.shift() : lists[0])!;
      const body = method === 'GET' ? { Data: list, Total: list.length } : gift({ OrderStatus: 1 });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <GiftList activityId={4} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("a promotion's gifts", () => {
  it('releases a prize with its carrier and tracking number, and reads the list again', async () => {
    const tickets = gift({ Id: 2, GiftType: 1, OrderStatus: 1, RedemptionCodes: ['HOLO-AAAA-BBBB'], MemberEmail: null, MemberId: 9, ReleasedAt: '2026-11-21T10:00:00Z' });
    const sent = stubApi([[gift({}), tickets], [gift({ OrderStatus: 1, LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999' }), tickets]]);
    renderList();
    const prize = await screen.findByRole('listitem', { name: 'Gift 1' });
    expect(prize.textContent).toContain('winner@holo.test');
    const released = screen.getByRole('listitem', { name: 'Gift 2' });
    expect(released.textContent).toContain('Member #9');
    expect(released.textContent).toContain('HOLO-AAAA-BBBB');
    expect(within(released).queryByRole('button', { name: 'Release the gift' })).toBeNull();

    const release = within(prize).getByRole('button', { name: 'Release the gift' }) as HTMLButtonElement;
    expect(release.disabled).toBe(true);
    fireEvent.change(within(prize).getByLabelText('Carrier'), { target: { value: 'UPS' } });
    fireEvent.change(within(prize).getByLabelText('Tracking number'), { target: { value: '1Z999' } });
    fireEvent.click(release);
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Gift 1' })).queryByRole('button', { name: 'Release the gift' })).toBeNull());
    expect(sent.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url: '/api/staff/activity-gifts/1/release', body: { LogisticsCompanyName: 'UPS', LogisticsCode: '1Z999' } });
    expect(screen.getByRole('listitem', { name: 'Gift 1' }).textContent).toContain('UPS 1Z999');
  });

  it('says so when none was awarded', async () => {
    stubApi([[]]);
    renderList();
    expect(await screen.findByText('No gift awarded yet')).toBeTruthy();
  });
});
