/**
 * The live badge through the real @microsoft/signalr client: a committed notification makes its
 * member's sockets (and no one else's) hear noticesChanged; a rolled-back one makes none hear it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemo } from '../testing/demo-members';
import { buildLiveConnection, type LiveClientOptions } from '../testing/live-hub-clients';
import { createSession } from '../services/accounts/create-session';
import { demoAccounts } from '../db/seed/demo-accounts';
import { writeNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import { HUB_NOTICES_TARGET } from './notice-fanout';

let t: TestApp;
let x: { id: number; cookie: string };
let y: { id: number; cookie: string };
const open: HubConnection[] = [];

async function member(nickname: string) {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.nickname, nickname));
  const { token } = await createSession(t.app.ctx, row!.id);
  return { id: row!.id, cookie: `holo_session=${token}` };
}

/** A connected client counting the noticesChanged it hears. */
async function listener(options: LiveClientOptions = {}) {
  const connection = buildLiveConnection(t.baseUrl, options);
  const heard = { count: 0 };
  connection.on(HUB_NOTICES_TARGET, (...args: unknown[]) => {
    expect(args).toEqual([]);
    heard.count += 1;
  });
  await connection.start();
  open.push(connection);
  return heard;
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await pause(10);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const notify = (memberId: number) =>
  t.database.db.transaction((tx) => writeNotification(tx, { memberId, sendType: SendType.Bid, title: 'Outbid', body: '<p>x</p>' }));

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t);
  x = await member(demoAccounts.buyer.nickname);
  y = await member(demoAccounts.macao.nickname);
});

afterAll(async () => {
  await Promise.allSettled(open.map((connection) => connection.stop()));
  await t?.close();
});

describe('the live notice badge', () => {
  it('tells each socket of the member a notification was committed for, and nobody else', async () => {
    const xByNegotiate = await listener({ cookie: x.cookie });
    const xByCookie = await listener({ cookie: x.cookie, skipNegotiation: true });
    const yClient = await listener({ cookie: y.cookie });
    const visitor = await listener({ skipNegotiation: true });

    await notify(x.id);
    await until(() => xByNegotiate.count === 1 && xByCookie.count === 1);
    await pause(300);
    expect([xByNegotiate.count, xByCookie.count, yClient.count, visitor.count]).toEqual([1, 1, 0, 0]);

    await notify(y.id);
    await until(() => yClient.count === 1);
    await pause(300);
    expect([xByNegotiate.count, xByCookie.count, yClient.count, visitor.count]).toEqual([1, 1, 1, 0]);
  });

  it('says nothing about a notification whose transaction rolled back', async () => {
    await pause(300); // past the last test's gap
    const xClient = await listener({ cookie: x.cookie });
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeNotification(tx, { memberId: x.id, sendType: SendType.Bid, title: 'Outbid', body: '<p>x</p>' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await pause(400);
    expect(xClient.count).toBe(0);
    await notify(x.id);
    await until(() => xClient.count === 1);
  });

  it('collapses a burst of notifications into few messages, the last after the burst', async () => {
    await pause(300);
    const xClient = await listener({ cookie: x.cookie });
    const started = Date.now();
    for (let i = 0; i < 8; i++) await notify(x.id);
    const burstMs = Date.now() - started;
    await pause(600);
    expect(xClient.count).toBeGreaterThanOrEqual(2);
    expect(xClient.count).toBeLessThanOrEqual(Math.ceil(burstMs / 250) + 1);
  });
});
