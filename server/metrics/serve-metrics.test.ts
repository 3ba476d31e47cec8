import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from './serve-metrics';
import { pushDeliveries } from './metrics';
import { metricsAllowed } from './metrics-access';

const token = 'a-relay-metrics-token-of-32-characters';
let server: Awaited<ReturnType<typeof serveMetrics>>;
let base: string;
beforeAll(async () => {
  server = await serveMetrics(0, '127.0.0.1', token);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

describe("the push relay's own /metrics", () => {
  it('answers only GET /metrics, only with the bearer token, with the deliveries by outcome', async () => {
    pushDeliveries.inc({ outcome: 'sent' });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await fetch(`${base}/other`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/holo_push_deliveries_total\{outcome="sent"\} [1-9]/);
  });
});

describe('metricsAllowed', () => {
  it('lets anyone in without a token, and with one only its exact bearer', () => {
    expect(metricsAllowed(undefined, undefined)).toBe(true);
    expect(metricsAllowed(undefined, token)).toBe(false);
    expect(metricsAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed(`bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed(`Bearer ${token} `, token)).toBe(false);
    expect(metricsAllowed(token, token)).toBe(false);
  });
});
