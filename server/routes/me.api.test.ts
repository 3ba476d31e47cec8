import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, chpLedger } from '../db/schema';
import { getChpBalance } from '../services/chp/get-chp-balance';
import { startTestApp, type TestApp } from '../testing/test-app';
import { registerMember, relaxedRateLimits } from '../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const ledgerRow = (memberId: number, kind: string, amountCents: number) => ({ memberId, kind, amountCents, description: kind });

describe('GET /api/me', () => {
  it('answers 401 UNAUTHORIZED to a visitor', async () => {
    const response = await t.client().get('/api/me');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });

  it('returns the CHP balance in cents (credits − debits − holds + releases) and the address count', async () => {
    const client = t.client();
    const member = await registerMember(client, { phone: '5551234567' });
    const other = await registerMember(t.client(), { email: 'other@example.com' });
    await t.database.db.insert(chpLedger).values([
      ledgerRow(member.Id, 'credit', 10_000),
      ledgerRow(member.Id, 'credit', 2_550),
      ledgerRow(member.Id, 'debit', 1_000),
      ledgerRow(member.Id, 'hold', 500),
      ledgerRow(member.Id, 'hold', 300),
      ledgerRow(member.Id, 'release', 300),
      ledgerRow(other.Id, 'credit', 99_999),
    ]);
    const address = { memberId: member.Id, userName: 'Pat', country: 'US', streetAddress: '1 Main St', city: 'Reno', zipCode: '89501', phone: '5551234567' };
    await t.database.db.insert(addresses).values([address, { ...address, city: 'Elko' }]);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ Id: member.Id, SumMoney: 11_050, Count: 2, TelPhone: '5551234567', AreaCode: 'US', VerifyStatus: 0, IsSeller: false });
    expect(await getChpBalance(t.database.db, other.Id)).toBe(99_999);
  });

  it('reports a zero balance for a member without ledger rows', async () => {
    const member = await registerMember(t.client(), { email: 'empty@example.com' });
    expect(await getChpBalance(t.database.db, member.Id)).toBe(0);
  });
});
