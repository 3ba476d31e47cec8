import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { requestIdMixin } from '../http/request-id';
import { CommodityHub, HUB_PATH } from './commodity-hub';
import { RECORD_SEPARATOR } from './hub-protocol';

const open: Array<{ hub: CommodityHub; server: Server }> = [];
afterEach(async () => {
  for (const { hub, server } of open.splice(0)) {
    await hub.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A hub whose Boom method fails unexpectedly, logging as the app does (pino with the request id mixin). */
async function hubWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const hub = new CommodityHub({
    log: pino({ mixin: requestIdMixin }, stream),
    memberOf: async () => null,
    methods: {
      Boom: async () => {
        throw new Error('the database went away');
      },
    },
  });
  const server = createServer();
  server.on('upgrade', (request, socket, head) => void hub.handleUpgrade(request, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ hub, server });
  return { lines, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${HUB_PATH}` };
}

/** Connects, shakes hands and invokes Boom; resolves with the completion's error text. */
function invokeBoom(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ protocol: 'json', version: 1 }) + RECORD_SEPARATOR));
    socket.on('message', (data: Buffer) => {
      for (const record of data.toString().split(RECORD_SEPARATOR).filter(Boolean)) {
        const message = JSON.parse(record) as { type?: number; error?: string };
        if (message.type === undefined) socket.send(JSON.stringify({ type: 1, invocationId: '1', target: 'Boom', arguments: [] }) + RECORD_SEPARATOR);
        if (message.type === 3) {
          socket.close();
          resolve(message.error ?? '');
        }
      }
    });
  });
}

describe('request ids on hub sockets', () => {
  it("puts the upgrade request's x-request-id on the log lines of the socket's messages", async () => {
    const { lines, url } = await hubWithLog();
    expect(await invokeBoom(url, { 'x-request-id': 'ws-trace-1' })).toContain("invoking 'Boom'");
    expect(lines.find((line) => line.msg === 'hub: method failed')).toMatchObject({ reqId: 'ws-trace-1', target: 'Boom' });
  });

  it('gives a socket whose x-request-id is unsafe a fresh id instead', async () => {
    const { lines, url } = await hubWithLog();
    await invokeBoom(url, { 'x-request-id': 'not safe"}' });
    const failed = lines.filter((line) => line.msg === 'hub: method failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
