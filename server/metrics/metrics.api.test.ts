import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, holdDepositOk, listItem, seedReference } from '../testing/trade-helpers';
import type { SignedIn } from '../testing/demo-members';
import { runOnce as settleAuctions } from '../jobs/settle-auctions';
import { runOnce as sendBidNotifications } from '../jobs/bid-notifications';

const token = 'a-metrics-token-for-the-tests-of-32-chars';
let open: TestApp;
let guarded: TestApp;
let seller: SignedIn;

beforeAll(async () => {
  open = await startTestApp();
  guarded = await startTestApp({ METRICS_TOKEN: token });
  await seedReference(open);
  seller = await createTrader(open, { isSeller: true });
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
});

async function scrape(t: TestApp, authorization?: string): Promise<string> {
  const response = await fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** A sample's value in Prometheus's text format (0 when the series is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('without METRICS_TOKEN (outside production) serves the process metrics to anyone', async () => {
    const text = await scrape(open);
    expect(text).toContain('holo_process_resident_memory_bytes');
    expect(text).toContain('holo_nodejs_eventloop_lag_seconds');
  });

  it('with METRICS_TOKEN refuses a scrape without the bearer token or with another one, and serves it with the token', async () => {
    const none = await fetch(`${guarded.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await none.json()).error.code).toBe('UNAUTHORIZED');
    const wrong = await fetch(`${guarded.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${guarded.baseUrl}/metrics`, { headers: { authorization: `Basic ${token}` } });
    expect(basic.status).toBe(401);
    expect(await scrape(guarded, `Bearer ${token}`)).toContain('holo_http_request_duration_seconds');
  });

  it('counts an accepted bid and a refused one by its code, and times the bid route under its pattern, never the raw URL', async () => {
    const id = await listItem(open, seller);
    const [a, b] = [await createTrader(open), await createTrader(open)];
    await holdDepositOk(a, id);
    await holdDepositOk(b, id);
    const before = await scrape(open);

    expect((await a.client.post(`/api/items/${id}/bids`, { Price: 5_000 })).status).toBe(200);
    expect((await b.client.post(`/api/items/${id}/bids`, { Price: 1_000 })).status).toBe(409);

    const after = await scrape(open);
    expect(sample(after, 'holo_bids_accepted_total') - sample(before, 'holo_bids_accepted_total')).toBe(1);
    const tooLow = 'holo_bids_refused_total{code="BID_TOO_LOW"}';
    expect(sample(after, tooLow) - sample(before, tooLow)).toBe(1);
    const routeCount = (status: string) => `holo_http_request_duration_seconds_count{route="/api/items/:id/bids",method="POST",status_class="${status}"}`;
    expect(sample(after, routeCount('2xx')) - sample(before, routeCount('2xx'))).toBe(1);
    expect(sample(after, routeCount('4xx')) - sample(before, routeCount('4xx'))).toBe(1);
    expect(after).not.toContain(`route="/api/items/${id}/bids"`);
  });

  it('counts a request no route matched under one label, whatever its path', async () => {
    await fetch(`${open.baseUrl}/api/no-such-route-${Date.now()}`);
    const text = await scrape(open);
    expect(text).toMatch(/holo_http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\} [1-9]/);
    expect(text).not.toContain('no-such-route');
  });

  it('measures job lag: how long a due auction and a due outbox event waited before a sweep claimed them', async () => {
    const id = await listItem(open, seller, { DurationMinutes: 60 });
    const bidder = await createTrader(open);
    await holdDepositOk(bidder, id);
    expect((await bidder.client.post(`/api/items/${id}/bids`, { Price: 2_000 })).status).toBe(200);
    const before = await scrape(open);
    open.clock.advance(61 * 60_000); // ended a minute ago
    // The earlier tests' auctions, listed at the same instant, end with this one.
    const settled = await settleAuctions(open.app.ctx);
    expect(settled.sold).toBeGreaterThanOrEqual(1);
    open.clock.advance(5_000); // the won notice's event, five seconds later
    await sendBidNotifications(open.app.ctx);
    const after = await scrape(open);

    const settle = (part: string) => sample(after, `holo_job_lag_seconds_${part}{job="settle-auctions"}`) - sample(before, `holo_job_lag_seconds_${part}{job="settle-auctions"}`);
    expect(settle('count')).toBe(settled.sold + settled.unsold);
    expect(settle('sum') / settle('count')).toBeCloseTo(60, 0);
    const outboxLags = after.split('\n').filter((line) => /^holo_job_lag_seconds_count\{job="outbox:auction\./.test(line));
    expect(outboxLags.length).toBeGreaterThan(0);
  });
});

