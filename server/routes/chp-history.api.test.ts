import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chpLedger } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { createTrader } from '../testing/trade-helpers';
import type { ChpHistoryReply } from '../../src/domain/chp/chp-history.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const minutesAfterStart = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);

async function history(trader: { client: ReturnType<TestApp['client']> }, query = ''): Promise<ChpHistoryReply> {
  const response = await trader.client.get(`/api/me/chp${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ChpHistoryReply;
}

describe('GET /api/me/chp', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.client().get('/api/me/chp');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers 400 to a page size other than 60 and to a malformed date', async () => {
    const trader = await createTrader(t);
    for (const query of ['?pageSize=10', '?begindate=yesterday', '?ConsumptionType=5', '?pageIndex=0']) {
      const response = await trader.client.get(`/api/me/chp${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it('lists a top-up, a deposit hold, its release and a debit newest first, each with the balance after it', async () => {
    const trader = await createTrader(t, { chpCents: 0 });
    const row = (minutes: number, kind: string, amountCents: number, description: string) => ({
      memberId: trader.memberId, kind, amountCents, description, reference: kind === 'hold' || kind === 'release' ? 'commodity:7' : null, createdAt: minutesAfterStart(minutes),
    });
    await t.database.db.insert(chpLedger).values([
      row(1, 'credit', 10_000, 'CHP top-up by card'),
      row(2, 'hold', 2_500, 'Bid deposit held for item HL7'),
      row(3, 'release', 2_500, 'Bid deposit released for item HL7'),
      row(4, 'debit', 4_000, 'Paid order HS1 with CHP'),
    ]);

    const page = await history(trader);
    expect(page.Data.map((r) => [r.Kind, r.ConsumptionType, r.Money, r.SumMoney])).toEqual([
      ['debit', 1, 4_000, 6_000],
      ['release', 2, 2_500, 10_000],
      ['hold', 1, 2_500, 7_500],
      ['credit', 2, 10_000, 10_000],
    ]);
    expect(page.Data[2]!.Describe).toBe('Bid deposit held for item HL7');
    expect(page.Count).toBe(4);
    const me = await trader.client.get('/api/me');
    expect(page.Balance).toBe(me.body.SumMoney);
    expect(page.Data[0]!.SumMoney).toBe(me.body.SumMoney);
  });

  it('filters by type and dates while each row keeps the true balance after it', async () => {
    const trader = await createTrader(t, { chpCents: 0 });
    const base = { memberId: trader.memberId, description: 'x' };
    await t.database.db.insert(chpLedger).values([
      { ...base, kind: 'credit', amountCents: 5_000, createdAt: new Date('2026-11-01T10:00:00Z') },
      { ...base, kind: 'debit', amountCents: 1_000, createdAt: new Date('2026-11-02T10:00:00Z') },
      { ...base, kind: 'credit', amountCents: 700, createdAt: new Date('2026-11-03T23:59:00Z') },
    ]);
    const increases = await history(trader, '?ConsumptionType=2');
    expect(increases.Data.map((r) => r.SumMoney)).toEqual([4_700, 5_000]);
    expect(increases.Count).toBe(2);
    const days = await history(trader, '?begindate=2026-11-02&enddate=2026-11-03');
    expect(days.Data.map((r) => [r.Kind, r.SumMoney])).toEqual([['credit', 4_700], ['debit', 4_000]]);
  });

  it('pages 60 rows at a time and shows only the member’s own rows', async () => {
    const trader = await createTrader(t, { chpCents: 0 });
    const other = await createTrader(t, { chpCents: 99_900 });
    await t.database.db.insert(chpLedger).values(
      Array.from({ length: 61 }, (_, i) => ({ memberId: trader.memberId, kind: 'credit', amountCents: 100, description: `Top-up ${i}`, createdAt: minutesAfterStart(i + 1) })),
    );
    const first = await history(trader);
    expect(first.Data).toHaveLength(60);
    expect(first.Count).toBe(61);
    expect(first.Data[0]).toMatchObject({ Describe: 'Top-up 60', SumMoney: 6_100 });
    const second = await history(trader, '?pageIndex=2');
    expect(second.Data.map((r) => [r.Describe, r.SumMoney])).toEqual([['Top-up 0', 100]]);
    const past = await history(trader, '?pageIndex=3');
    expect(past).toMatchObject({ Data: [], Count: 61, Balance: 6_100 });

    const theirs = await history(other);
    expect(theirs.Data.map((r) => r.Money)).toEqual([99_900]);
    expect(theirs.Balance).toBe(99_900);
  });
});
