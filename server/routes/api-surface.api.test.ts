import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('API surface', () => {
  it('lists the countries with their dialling codes', async () => {
    const response = await t.client().get('/api/reference/countries');
    expect(response.status).toBe(200);
    expect(response.body).toContainEqual({ Code: 'US', NationCode: '1', EnName: 'United States', IconUrl: '/flags/us.svg' });
    expect(response.body).toContainEqual(expect.objectContaining({ Code: 'MO', NationCode: '853' }));
  });

  it('gives the app the seller site address from the server configuration', async () => {
    const response = await t.client().get('/api/reference/app-config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ SellerSiteUrl: t.app.ctx.env.SELLER_SITE_URL, HumanCheck: { Provider: 'sandbox', SiteKey: null } });
  });

  it('answers an unknown /api path with the JSON 404 envelope', async () => {
    const response = await t.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Request failed' } });
  });

  it('answers a malformed body with the 400 envelope', async () => {
    const response = await t.client().post('/api/auth/sign-in', { Type: 7 });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
  });

  it('documents the account routes in /api/openapi.json with their request and reply schemas', async () => {
    const { body: doc } = await t.client().get('/api/openapi.json');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/human-check',
      '/api/auth/human-check/answer',
      '/api/auth/codes',
      '/api/auth/register',
      '/api/auth/sign-in',
      '/api/auth/sign-out',
      '/api/auth/reset-password',
      '/api/me',
      '/api/reference/countries',
      '/api/dev/inbox',
    ]) {
      expect(paths).toContain(path);
    }
    const register = doc.paths['/api/auth/register'].post;
    expect(register.tags).toEqual(['auth']);
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('NickName');
    expect(register.responses).toHaveProperty('201');
    expect(register.responses).toHaveProperty('409');
    expect(doc.paths['/api/me'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('SumMoney');
  });
});
