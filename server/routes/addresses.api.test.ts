import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader } from '../testing/trade-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const body = (patch: Record<string, unknown> = {}) => ({
  Country: 'US', UserName: 'Pat Doe', StreetAddress: '2 Main Street', StreetAddress2: 'Apt 5', City: 'Austin',
  StateCode: 'TX', ZipCode: '73301', Phone: '512-555-0100', ...patch,
});
const newMember = (options: Parameters<typeof createTrader>[1] = {}) => createTrader(t, { address: false, ...options });
const defaultsOf = async (memberId: number) =>
  (await t.database.db.select().from(addresses).where(eq(addresses.memberId, memberId))).filter((a) => a.isDefault).map((a) => a.id);

describe('the address book', () => {
  it('answers 401 to visitors on every route', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/me/addresses')).status).toBe(401);
    expect((await visitor.post('/api/me/addresses', body())).status).toBe(401);
    expect((await visitor.put('/api/me/addresses/1', body())).status).toBe(401);
    expect((await visitor.delete('/api/me/addresses/1')).status).toBe(401);
    expect((await visitor.post('/api/me/addresses/1/default')).status).toBe(401);
  });

  it('saves a first address as the default with trimmed values and the state named, and counts it on /api/me', async () => {
    const { client } = await newMember();
    expect((await client.get('/api/me')).body.Count).toBe(0);
    const saved = await client.post('/api/me/addresses', body({ UserName: '  Pat Doe ', StateCode: 'tx', State: 'ignored' }));
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      Id: expect.any(Number), UserName: 'Pat Doe', Country: 'US', StreetAddress: '2 Main Street', StreetAddress2: 'Apt 5',
      City: 'Austin', State: 'Texas', StateCode: 'TX', ZipCode: '73301', Phone: '512-555-0100', IsDefault: true,
    });
    expect((await client.get('/api/me')).body.Count).toBe(1);
    expect((await client.get('/api/me/addresses')).body).toEqual([saved.body]);
  });

  it('refuses each broken rule with its code and field, and saves nothing', async () => {
    const { client, memberId } = await newMember();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ Country: 'MO' }, 'Country', 'ADDRESS_COUNTRY_UNSUPPORTED', 'Coming Soon'],
      [{ Country: '' }, 'Country', 'COUNTRY_INVALID', 'Please choose a country'],
      [{ UserName: '' }, 'UserName', 'ADDRESS_NAME_REQUIRED', "Please enter the recipient's name"],
      [{ UserName: 'n'.repeat(31) }, 'UserName', 'ADDRESS_NAME_TOO_LONG', 'The name can be at most 30 characters'],
      [{ StreetAddress: ' ' }, 'StreetAddress', 'ADDRESS_STREET_REQUIRED', 'Please enter address'],
      [{ StreetAddress: 's'.repeat(101) }, 'StreetAddress', 'ADDRESS_STREET_TOO_LONG', 'The street address can be at most 100 characters'],
      [{ StreetAddress2: 's'.repeat(101) }, 'StreetAddress2', 'ADDRESS_STREET_TOO_LONG', 'The street address can be at most 100 characters'],
      [{ City: '' }, 'City', 'ADDRESS_CITY_REQUIRED', 'Please enter the city'],
      [{ City: 'c'.repeat(31) }, 'City', 'ADDRESS_CITY_TOO_LONG', 'The city can be at most 30 characters'],
      [{ StateCode: '' }, 'StateCode', 'ADDRESS_STATE_REQUIRED', 'Please choose a state'],
      [{ StateCode: 'XX' }, 'StateCode', 'ADDRESS_STATE_INVALID', 'Please choose a valid US state'],
      [{ ZipCode: '' }, 'ZipCode', 'ADDRESS_ZIP_REQUIRED', 'Please enter the zip code'],
      [{ ZipCode: '7330' }, 'ZipCode', 'ADDRESS_ZIP_INVALID', 'Please enter a valid US zip code (12345 or 12345-6789)'],
      [{ ZipCode: '1'.repeat(31) }, 'ZipCode', 'ADDRESS_ZIP_TOO_LONG', 'The zip code can be at most 30 characters'],
      [{ Phone: '' }, 'Phone', 'PHONE_REQUIRED', 'Please enter a phone number'],
      [{ Phone: '5'.repeat(31) }, 'Phone', 'ADDRESS_PHONE_TOO_LONG', 'The phone number can be at most 30 characters'],
      [{ Phone: 'none' }, 'Phone', 'PHONE_INVALID', 'Invalid phone number'],
    ];
    for (const [patch, field, code, message] of cases) {
      const response = await client.post('/api/me/addresses', body(patch));
      expect(response.status, code).toBe(400);
      expect(response.body).toEqual({ error: { code, message, field } });
    }
    expect(await t.database.db.select().from(addresses).where(eq(addresses.memberId, memberId))).toEqual([]);
  });

  it('needs 4 Chinese characters in the street lines from HK, TWN, TW, MO and CN members', async () => {
    for (const memberSource of ['HK', 'TWN', 'TW', 'MO', 'CN'] as const) {
      const { client } = await newMember({ memberSource: memberSource as 'HK' });
      const refused = await client.post('/api/me/addresses', body());
      expect(refused.body).toEqual({ error: { code: 'ADDRESS_CHINESE_REQUIRED', message: 'Detail address must contain 4 Chinese characters', field: 'StreetAddress' } });
      const saved = await client.post('/api/me/addresses', body({ StreetAddress: '中山路 2 號', StreetAddress2: '五樓' }));
      expect(saved.status).toBe(201);
    }
    const us = await newMember();
    expect((await us.client.post('/api/me/addresses', body())).status).toBe(201);
  });

  it('lists the default first, then the newest, and moves the default with IsDefault or the default route', async () => {
    const { client, memberId } = await newMember();
    const first = (await client.post('/api/me/addresses', body({ UserName: 'First' }))).body;
    const second = (await client.post('/api/me/addresses', body({ UserName: 'Second' }))).body;
    expect(second.IsDefault).toBe(false);
    const names = async () => (await client.get('/api/me/addresses')).body.map((a: { UserName: string; IsDefault: boolean }) => `${a.UserName}${a.IsDefault ? '*' : ''}`);
    expect(await names()).toEqual(['First*', 'Second']);

    const third = (await client.post('/api/me/addresses', body({ UserName: 'Third', IsDefault: true }))).body;
    expect(third.IsDefault).toBe(true);
    expect(await names()).toEqual(['Third*', 'Second', 'First']);

    const made = await client.post(`/api/me/addresses/${second.Id}/default`);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ Id: second.Id, IsDefault: true });
    expect(await names()).toEqual(['Second*', 'Third', 'First']);
    // Again: no change, still one default.
    expect((await client.post(`/api/me/addresses/${second.Id}/default`)).status).toBe(200);
    expect(await defaultsOf(memberId)).toEqual([second.Id]);

    const edited = await client.put(`/api/me/addresses/${first.Id}`, body({ UserName: 'First edited', IsDefault: true }));
    expect(edited.body).toMatchObject({ Id: first.Id, UserName: 'First edited', IsDefault: true });
    expect(await names()).toEqual(['First edited*', 'Third', 'Second']);
    // IsDefault false on the default changes nothing: there is always one default.
    await client.put(`/api/me/addresses/${first.Id}`, body({ UserName: 'First edited', IsDefault: false }));
    expect(await defaultsOf(memberId)).toEqual([first.Id]);
  });

  it('edits with the same rules and keeps the address unchanged on a refusal', async () => {
    const { client } = await newMember();
    const saved = (await client.post('/api/me/addresses', body())).body;
    const refused = await client.put(`/api/me/addresses/${saved.Id}`, body({ ZipCode: 'abc' }));
    expect(refused.body.error).toMatchObject({ code: 'ADDRESS_ZIP_INVALID', field: 'ZipCode' });
    expect((await client.put(`/api/me/addresses/${saved.Id}`, body({ Country: 'CN' }))).body.error.code).toBe('ADDRESS_COUNTRY_UNSUPPORTED');
    expect((await client.get('/api/me/addresses')).body).toEqual([saved]);
    const changed = await client.put(`/api/me/addresses/${saved.Id}`, body({ City: 'Dallas', StateCode: 'TX', StreetAddress2: '' }));
    expect(changed.body).toMatchObject({ City: 'Dallas', StreetAddress2: '', IsDefault: true });
  });

  it('refuses to delete the default while other addresses exist, deletes the others, then the last one', async () => {
    const { client } = await newMember();
    const first = (await client.post('/api/me/addresses', body())).body;
    const second = (await client.post('/api/me/addresses', body({ UserName: 'Other' }))).body;
    const refused = await client.delete(`/api/me/addresses/${first.Id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'ADDRESS_DEFAULT_UNDELETABLE', message: 'The default address cannot be deleted. Make another address the default first.' });
    expect((await client.delete(`/api/me/addresses/${second.Id}`)).status).toBe(204);
    expect((await client.get('/api/me')).body.Count).toBe(1);
    expect((await client.delete(`/api/me/addresses/${first.Id}`)).status).toBe(204);
    expect((await client.get('/api/me/addresses')).body).toEqual([]);
    expect((await client.get('/api/me')).body.Count).toBe(0);
    // The next address is the default again.
    expect((await client.post('/api/me/addresses', body())).body.IsDefault).toBe(true);
  });

  it("answers 404 for another member's address on every route and leaves it alone", async () => {
    const owner = await newMember();
    const other = await newMember();
    const theirs = (await owner.client.post('/api/me/addresses', body())).body;
    await other.client.post('/api/me/addresses', body());
    for (const response of [
      await other.client.put(`/api/me/addresses/${theirs.Id}`, body({ UserName: 'Hijack' })),
      await other.client.delete(`/api/me/addresses/${theirs.Id}`),
      await other.client.post(`/api/me/addresses/${theirs.Id}/default`),
      await other.client.delete('/api/me/addresses/999999'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await owner.client.get('/api/me/addresses')).body).toEqual([theirs]);
    expect((await other.client.get('/api/me/addresses')).body).toHaveLength(1);
  });

  it('stops at 20 addresses with the limit in the message', async () => {
    const { client } = await newMember();
    for (let i = 0; i < 20; i++) expect((await client.post('/api/me/addresses', body({ UserName: `N${i}` }))).status).toBe(201);
    const refused = await client.post('/api/me/addresses', body());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'ADDRESS_LIMIT_REACHED', message: 'You can save up to 20 addresses', values: { limit: 20 } });
  });

  it('keeps exactly one default when default changes and saves race', async () => {
    const { client, memberId } = await newMember();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await client.post('/api/me/addresses', body({ UserName: `R${i}` }))).body.Id);
    const results = await Promise.all([
      ...ids.map((id) => client.post(`/api/me/addresses/${id}/default`)),
      client.post('/api/me/addresses', body({ UserName: 'Racer', IsDefault: true })),
      client.post('/api/me/addresses', body({ UserName: 'Racer 2', IsDefault: true })),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await defaultsOf(memberId)).toHaveLength(1);
  });
});
