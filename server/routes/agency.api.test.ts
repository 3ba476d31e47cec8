/**
 * The agency of a region, the member's transfer addresses and the checkout's transfer service
 * (spec 2 "Agency", "Transfer address", "Transfer service", "Domestic and cross-region").
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, orders } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, listItem, seedReference } from '../testing/trade-helpers';
import { startPaymentOk } from '../testing/payment-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

type Trader = Awaited<ReturnType<typeof createTrader>>;

const hongKongAddress = {
  Country: 'HK',
  UserName: 'Chan Tai Man',
  StreetAddress: '九龍旺角彌敦道100號',
  StreetAddress2: '5樓',
  City: 'Mong Kok',
  StateCode: 'Kowloon',
  ZipCode: '999077',
  Phone: '85291234567',
};

async function saveTransferAddress(member: Trader, body: Record<string, string> = hongKongAddress): Promise<number> {
  const saved = await member.client.post('/api/me/transfer-addresses', body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.Id;
}

async function orderFrom(sellerSource: string, buyer: Trader): Promise<number> {
  const seller = await createTrader(t, { isSeller: true, memberSource: sellerSource });
  const itemId = await listItem(t, seller, { ByWay: 1, Price: 4_000, Postage: 600 });
  const bought = await buyer.client.post(`/api/items/${itemId}/buy`);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  return bought.body.OrderId;
}

describe('GET /api/agency', () => {
  it("answers the agency of the seller's region, Taiwan under either code, and null where there is none", async () => {
    const hk = await t.client().get('/api/agency?memberSource=HK');
    expect(hk.status).toBe(200);
    expect(hk.body).toMatchObject({ Id: 3, AreaId: 'HK', Nation: 'HK', Provice: 'Kowloon', City: 'Kwun Tong' });
    expect(hk.body.AgencyAddress).toContain('Hung To Road');
    expect((await t.client().get('/api/agency?memberSource=TWN')).body).toMatchObject({ AreaId: 'TW', Nation: 'TWN' });
    expect((await t.client().get('/api/agency?memberSource=US')).body).toMatchObject({ Id: 2, AreaId: 'US' });
    const none = await t.client().get('/api/agency?memberSource=KR');
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });
});

describe('/api/me/transfer-addresses', () => {
  it('saves addresses in an agency region with the address rules, and lists them by country, 10 a page, newest first', async () => {
    const member = await createTrader(t);
    const first = await saveTransferAddress(member);
    const saved = (await member.client.get('/api/me/transfer-addresses?country=HK')).body;
    expect(saved).toEqual({
      Count: 1,
      Data: [{ Id: first, Country: 'HK', UserName: 'Chan Tai Man', StreetAddress: '九龍旺角彌敦道100號', StreetAddress2: '5樓', City: 'Mong Kok', State: 'Kowloon', ZipCode: '999077', Phone: '85291234567' }],
    });

    const us = await member.client.post('/api/me/transfer-addresses', { ...hongKongAddress, Country: 'US' });
    expect(us.status).toBe(400);
    expect(us.body.error).toMatchObject({ code: 'ADDRESS_COUNTRY_UNSUPPORTED', message: 'Coming Soon', field: 'Country' });
    const latin = await member.client.post('/api/me/transfer-addresses', { ...hongKongAddress, StreetAddress: '100 Nathan Road', StreetAddress2: '' });
    expect(latin.body.error).toMatchObject({ code: 'ADDRESS_CHINESE_REQUIRED', field: 'StreetAddress' });
    const long = await member.client.post('/api/me/transfer-addresses', { ...hongKongAddress, UserName: 'x'.repeat(31) });
    expect(long.body.error.code).toBe('ADDRESS_NAME_TOO_LONG');

    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1_000);
      await saveTransferAddress(member, { ...hongKongAddress, UserName: `Receiver ${i}` });
    }
    await saveTransferAddress(member, { ...hongKongAddress, Country: 'CN', StreetAddress: '深圳市南山区科技南路18号' });
    const page1 = (await member.client.get('/api/me/transfer-addresses?country=HK')).body;
    expect(page1.Count).toBe(11);
    expect(page1.Data).toHaveLength(10);
    expect(page1.Data[0].UserName).toBe('Receiver 9');
    const page2 = (await member.client.get('/api/me/transfer-addresses?country=HK&page=2')).body;
    expect(page2.Data.map((a: { Id: number }) => a.Id)).toEqual([first]);
    expect((await member.client.get('/api/me/transfer-addresses')).body.Count).toBe(12);

    const other = await createTrader(t);
    expect((await other.client.get('/api/me/transfer-addresses')).body).toEqual({ Count: 0, Data: [] });
    expect((await t.client().get('/api/me/transfer-addresses')).status).toBe(401);
  });
});

describe('the transfer service at checkout', () => {
  it("sends a US buyer's Hong Kong item into the buyer's warehouse at the HK agency, on to a transfer address with the switch, and back to the warehouse", async () => {
    const buyer = await createTrader(t);
    const orderId = await orderFrom('HK', buyer);
    // Issue 31: every cross-region sale goes through the agency of the seller's region, with no
    // address and no state tax on this leg (the warehouse's forwarding order carries the tax).
    const placed = (await buyer.client.get(`/api/orders/${orderId}`)).body;
    expect(placed).toMatchObject({ BusinessType: 2, SellMemberSource: 'HK', AgencyId: 3, TransferAddressId: null, Address: null, TaxPrice: 0 });
    // Into the warehouse no address is needed to pay.
    await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });

    const transferId = await saveTransferAddress(buyer);
    const on = await buyer.client.put(`/api/orders/${orderId}`, { TransferAddressId: transferId });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({
      BusinessType: 2,
      AgencyId: 3,
      TransferAddressId: transferId,
      TaxPrice: 0,
      Total: 4_000 + 600 + 230,
      Address: { AddressId: null, Consignee: 'Chan Tai Man', Nation: 'HK', Provice: 'Kowloon', City: 'Mong Kok', Address: '九龍旺角彌敦道100號 (5樓)' },
    });
    await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });

    // An address of the book is for domestic sales only: refused, and the order stays as it was.
    const [book] = await t.database.db.select().from(addresses).where(eq(addresses.memberId, buyer.memberId));
    const direct = await buyer.client.put(`/api/orders/${orderId}`, { AddressId: book!.id });
    expect(direct.status).toBe(400);
    expect(direct.body.error).toMatchObject({ code: 'ADDRESS_NOT_FOR_CROSS_REGION', field: 'AddressId' });
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ transferAddressId: transferId, taxCents: 0 });

    // The switch off goes back to the warehouse at the same agency, not to a domestic sale.
    const off = await buyer.client.put(`/api/orders/${orderId}`, { TransferAddressId: null });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ BusinessType: 2, AgencyId: 3, TransferAddressId: null, Address: null, TaxPrice: 0 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ businessType: 2, agencyId: 3, transferAddressId: null, addressId: null, consignee: null });
    await startPaymentOk(buyer.client, { Purpose: 'order', ReferenceId: orderId, IsGuarantee: 6 });
  });

  it("keeps a domestic sale on the address book with state tax, and sends a US seller's item bought from Macao to the US warehouse", async () => {
    const buyer = await createTrader(t);
    const domestic = await orderFrom('US', buyer);
    expect((await buyer.client.get(`/api/orders/${domestic}`)).body).toMatchObject({ BusinessType: 0, AgencyId: null, Address: null });
    const [book] = await t.database.db.select().from(addresses).where(eq(addresses.memberId, buyer.memberId));
    const shipped = await buyer.client.put(`/api/orders/${domestic}`, { AddressId: book!.id });
    expect(shipped.body).toMatchObject({ BusinessType: 0, AgencyId: null, Address: { AddressId: book!.id, Nation: 'US' } });
    expect(shipped.body.TaxPrice).toBeGreaterThan(0);

    const macao = await createTrader(t, { memberSource: 'MO' });
    const macaoOrder = await orderFrom('US', macao);
    expect((await macao.client.get(`/api/orders/${macaoOrder}`)).body).toMatchObject({ BusinessType: 2, AgencyId: 2, Address: null, TaxPrice: 0 });
    const [macaoBook] = await t.database.db.select().from(addresses).where(eq(addresses.memberId, macao.memberId));
    expect((await macao.client.put(`/api/orders/${macaoOrder}`, { AddressId: macaoBook!.id })).body.error.code).toBe('ADDRESS_NOT_FOR_CROSS_REGION');
    await startPaymentOk(macao.client, { Purpose: 'order', ReferenceId: macaoOrder, IsGuarantee: 9 });
  });

  it("refuses a transfer address outside the agency's region, another member's, both destinations at once, and items it does not apply to", async () => {
    const buyer = await createTrader(t);
    const orderId = await orderFrom('HK', buyer);
    const mainland = await saveTransferAddress(buyer, { ...hongKongAddress, Country: 'CN', StreetAddress: '深圳市南山区科技南路18号' });
    const wrong = await buyer.client.put(`/api/orders/${orderId}`, { TransferAddressId: mainland });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'TRANSFER_ADDRESS_WRONG_REGION', field: 'TransferAddressId' });

    const other = await createTrader(t);
    const theirs = await saveTransferAddress(other);
    expect((await buyer.client.put(`/api/orders/${orderId}`, { TransferAddressId: theirs })).body.error.code).toBe('ADDRESS_NOT_FOUND');

    const mine = await saveTransferAddress(buyer);
    const [book] = await t.database.db.select().from(addresses).where(eq(addresses.memberId, buyer.memberId));
    expect((await buyer.client.put(`/api/orders/${orderId}`, { TransferAddressId: mine, AddressId: book!.id })).status).toBe(400);

    // A domestic sale and a US seller's item bought from Macao have no transfer service.
    const domestic = await orderFrom('US', buyer);
    const refused = await buyer.client.put(`/api/orders/${domestic}`, { TransferAddressId: mine });
    expect(refused.body.error).toMatchObject({ code: 'TRANSFER_SERVICE_UNAVAILABLE', message: 'The transfer service is not available for this item' });
    const macao = await createTrader(t, { memberSource: 'MO' });
    const macaoOrder = await orderFrom('US', macao);
    expect((await macao.client.put(`/api/orders/${macaoOrder}`, { TransferAddressId: null })).body.error.code).toBe('TRANSFER_SERVICE_UNAVAILABLE');

    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ businessType: 2, agencyId: 3, transferAddressId: null });
  });
});
