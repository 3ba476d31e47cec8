import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      logger: { level: 'info', stream },
      // Stands for a service that logs through a module logger (app.log's child), not request.log,
      // after an await: the line must still carry the request's id.
      extend: (app) => {
        const moduleLog = app.log.child({ module: 'test-service' });
        app.get('/api/test/module-log', async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          moduleLog.info('a service line');
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => t?.close());

describe('request ids', () => {
  it('gives every request an id, sends it back in x-request-id, and puts it on every log line of the request', async () => {
    const response = await fetch(`${t.baseUrl}/api/test/module-log`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const service = lines.find((line) => line.msg === 'a service line');
    expect(service).toMatchObject({ reqId: id, module: 'test-service' });
    const ofRequest = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(ofRequest).toEqual(expect.arrayContaining(['incoming request', 'a service line', 'request completed']));
    // Fastify's own lines bind reqId once: the context does not add it a second time.
    for (const line of raw.filter((l) => l.includes(id!))) expect(line.split('"reqId"').length).toBe(2);
  });

  it('keeps a safe incoming x-request-id (a load balancer’s) and replaces an unsafe or long one', async () => {
    const kept = await fetch(`${t.baseUrl}/api/health`, { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    for (const unsafe of ['a b', 'x'.repeat(65), '"},{"admin":true', '']) {
      const response = await fetch(`${t.baseUrl}/api/health`, { headers: { 'x-request-id': unsafe } });
      const id = response.headers.get('x-request-id');
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id on error replies too', async () => {
    const response = await fetch(`${t.baseUrl}/api/no-such-route`, { headers: { 'x-request-id': 'trace-404' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('trace-404');
  });
});
