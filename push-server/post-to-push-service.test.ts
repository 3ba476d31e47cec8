import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { postToPushService } from './post-to-push-service';

let server: Server;
let port: number;
const hosts: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host);
    request.resume();
    request.on('end', () => response.writeHead(429, { 'retry-after': '30' }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('posting to a push service', () => {
  it('connects to the pinned address without looking the name up again, naming the host as written', async () => {
    // .invalid never resolves (RFC 6761): only the pinned address can have answered.
    const reply = await postToPushService(`http://push.invalid:${port}/send/1`, { ttl: '60' }, Buffer.from('x'), {
      pinned: { address: '127.0.0.1', family: 4 },
      timeoutMs: 5_000,
    });
    expect(reply).toEqual({ status: 429, retryAfter: '30' });
    expect(hosts.at(-1)).toBe(`push.invalid:${port}`);
  });
});
