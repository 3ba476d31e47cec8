/**
 * Document uploads (a tax proof as PDF): judged by content, not name or type (a PNG sent as a PDF
 * and a text file are refused "only JPG/PNG/PDF"; over 5 MB "cannot exceed 5MB"), read back only
 * by the owner and the tax desk, as an attachment the browser does not sniff.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTrader, seedReference } from '../testing/trade-helpers';
import { makePicture, putUpload, relaxedUploadLimit, uploadTicket } from '../testing/upload-helpers';
import { applicationBody, createTaxStaff, taxedOrder, taxSeller } from '../testing/tax-refund-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedUploadLimit);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  await seedReference(t);
});

const pdf = (body = 'BT /F1 12 Tf (Sales tax receipt) Tj ET') => Buffer.from(`%PDF-1.4\n1 0 obj\n<< >>\nstream\n${body}\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n`);
const documentLink = (uploadUrl: string) => uploadUrl.replace('/api/uploads/', '/api/uploads/documents/');

describe('document uploads', () => {
  it('stores a PDF and serves it to its owner and the tax desk only, as a nosniff attachment', async () => {
    const owner = await createTrader(t);
    const stored = await putUpload(owner.client, documentLink(await uploadTicket(owner.client, 'tax')), pdf(), 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body).toMatchObject({ id: expect.any(Number), Url: `/api/documents/${stored.body.id}` });
    const read = await fetch(owner.client.baseUrl + stored.body.Url, { headers: { cookie: `holo_session=${owner.client.cookie('holo_session')}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await read.arrayBuffer()).equals(pdf())).toBe(true);
    const staff = await createTaxStaff(t);
    expect((await staff.client.get(stored.body.Url)).status).toBe(200);
    const stranger = await createTrader(t);
    expect((await stranger.client.get(stored.body.Url)).status).toBe(404);
    expect((await t.client().get(stored.body.Url)).status).toBe(401);
  });

  it('judges by content: a PNG sent as a PDF and a text file are refused, a PDF over 5 MB too', async () => {
    const member = await createTrader(t);
    const link = documentLink(await uploadTicket(member.client, 'tax'));
    for (const bytes of [await makePicture({ format: 'png' }), Buffer.from('%PDF-1.4 but never finished'), Buffer.from('hello')]) {
      const refused = await putUpload(member.client, link, bytes, 'application/pdf');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'DOCUMENT_NOT_ALLOWED', message: 'only JPG/PNG/PDF' });
    }
    const big = await putUpload(member.client, link, pdf('x'.repeat(5 * 1024 * 1024)), 'application/pdf');
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('UPLOAD_TOO_LARGE');
  });

  it('takes only a link made for the tax purpose, by its own member', async () => {
    const member = await createTrader(t);
    const caseLink = documentLink(await uploadTicket(member.client, 'case'));
    expect((await putUpload(member.client, caseLink, pdf(), 'application/pdf')).status).toBe(403);
    const other = await createTrader(t);
    expect((await putUpload(other.client, documentLink(await uploadTicket(member.client, 'tax')), pdf(), 'application/pdf')).status).toBe(403);
  });

  it('a PDF proof goes into an application as Type 2 and reads back as the document link', async () => {
    const from = await taxSeller(t);
    const buyer = await createTrader(t);
    const order = await taxedOrder(t, buyer.memberId, from);
    const stored = await putUpload(buyer.client, documentLink(await uploadTicket(buyer.client, 'tax')), pdf(), 'application/pdf');
    const applied = await buyer.client.post('/api/tax-refunds', applicationBody([order], stored.body.id, { Proof: { Type: 2, Id: stored.body.id } }));
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.Proves).toEqual([{ Type: 2, Url: stored.body.Url }]);
  });
});
