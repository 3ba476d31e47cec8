/**
 * Issue 26 finding 11: ids beyond PostgreSQL's int4, a NUL byte in any text, and a hosted-page state
 * posted as a payment callback are answered 400 or 404 with an error code, never 500. The walk
 * covers every route in /api/openapi.json, so a route added later is checked too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { startPaymentOk } from '../testing/payment-helpers';
import { leavesOf, sampleFromSchema, withLeaf, type JsonSchema } from '../testing/sample-from-schema';
import { SANDBOX_SIGNATURE_HEADER } from '../providers/payments';

let t: TestApp;
let member: SignedIn;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  // The demo seller is a member too, so seller routes are reached as well as buyer ones.
  member = await signInDemo(t, 'seller');
});
afterAll(() => t?.close());

const badIds = ['2147483648', '9007199254740992', '99999999999999999999', '-1'];
const nulText = 'a\u0000b';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}
interface Probe {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

const isNumeric = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';
const isText = (schema: JsonSchema) => schema.type === 'string' || (schema.anyOf ?? []).some((option) => option.type === 'string');

async function operations(): Promise<Operation[]> {
  const { body: doc } = await t.client().get('/api/openapi.json');
  return Object.entries<Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>(
    doc.paths,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Sends `op` with sample values everywhere except what `probe` sets. */
async function send(op: Operation, probe: Probe): Promise<TestResponse<{ error?: { code?: string } }>> {
  const sample = (p: Parameter) => String(isNumeric(p.schema) ? 1 : sampleFromSchema(p.schema));
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${p.name}}`, encodeURIComponent(probe.path?.[p.name] ?? sample(p)));
  }
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) query.set(p.name, sample(p));
  for (const [name, value] of Object.entries(probe.query ?? {})) query.set(name, value);
  if (query.size) url += `?${query}`;
  const body = 'body' in probe ? probe.body : op.body && sampleFromSchema(op.body);
  return member.client.request(op.method, url, body);
}

/**
 * Every probe of every route: each numeric parameter or body field out of range, each text with a
 * NUL, and each text parameter holding ids out of range (a comma list such as coupons' `lines`).
 * A strict probe must be answered 400 or 404; the others (a price may be large, a search may be
 * for any text) only must not break the server.
 */
function probesOf(op: Operation): { label: string; strict: boolean; probe: Probe }[] {
  const probes: { label: string; strict: boolean; probe: Probe }[] = [];
  const add = (label: string, strict: boolean, probe: Probe) => probes.push({ label, strict, probe });
  for (const p of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const where = p.in as 'path' | 'query';
    const at = (value: string) => ({ [where]: { [p.name]: value } });
    if (isNumeric(p.schema)) for (const value of badIds) add(`${where} ${p.name}=${value}`, true, at(value));
    if (isText(p.schema)) {
      add(`${where} ${p.name} with NUL`, true, at(nulText));
      for (const value of [`1,${badIds[0]}`, badIds[2]!]) add(`${where} ${p.name}=${value}`, false, at(value));
    }
  }
  if (op.body) {
    const sample = sampleFromSchema(op.body);
    for (const leaf of leavesOf(op.body, sample)) {
      const name = leaf.path.join('.');
      if (leaf.type === 'integer' || leaf.type === 'number') {
        for (const value of badIds) add(`body ${name}=${value}`, false, { body: withLeaf(sample, leaf.path, Number(value)) });
      }
      if (leaf.type === 'string') add(`body ${name} with NUL`, true, { body: withLeaf(sample, leaf.path, nulText) });
    }
  }
  return probes;
}

describe('hostile input on every route', () => {
  it('answers ids beyond int4, negative ids and NUL bytes with 400 or 404 and an error code, never 500', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const op of await operations()) {
      for (const { label, strict, probe } of probesOf(op)) {
        probed += 1;
        const response = await send(op, probe);
        const coded = typeof response.body?.error?.code === 'string';
        const answered = strict
          ? (response.status === 400 || response.status === 404) && coded
          : response.status < 400 || (response.status < 500 && coded);
        if (!answered) failures.push(`${op.method} ${op.path} ${label} → ${response.status} ${response.body?.error?.code ?? ''}`);
      }
    }
    expect(probed).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  });

  it('refuses a NUL byte in a nickname, an address line and a saved search with 400 INVALID_TEXT', async () => {
    const address = { Country: 'US', UserName: 'Ana Diaz', StreetAddress: `1 Main St${nulText}`, City: 'Boston', StateCode: 'MA', ZipCode: '02110', Phone: '6175550100' };
    const attempts = [
      await t.client().post('/api/auth/register', { Type: 0, NickName: `player${nulText}`, MemberSource: 'US', EMail: 'nul@holo.test', Password: 'Secret123', Code: '123456', AgreeTerms: true }),
      await member.client.post('/api/me/addresses', address),
      await member.client.post('/api/saved-searches', { Query: `key=psa${nulText}`, ShowValue: 'psa' }),
      await member.client.get(`/api/market/search?key=${encodeURIComponent(nulText)}`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('INVALID_TEXT');
    }
  });
});

describe('the payment callback', () => {
  it("refuses the hosted page's signed state posted as a callback with 400 and a code", async () => {
    const started = await startPaymentOk(member.client, { Purpose: 'chp', ReferenceId: 1, IsGuarantee: 6 });
    const hosted = new URL(started.PayUrl, t.baseUrl);
    // The state itself as the raw body (the test client would quote it as JSON): signed, but no callback.
    const raw = await fetch(`${t.baseUrl}/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: hosted.searchParams.get('sig') ?? '' },
      body: hosted.searchParams.get('s') ?? '',
    });
    expect(raw.status).toBe(400);
    expect((await raw.json()).error.code).toBe('PAYMENT_SIGNATURE_INVALID');
  });
});
