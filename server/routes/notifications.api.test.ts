/**
 * The notifications inbox API: members only, own rows only, tabs, pages and counts, marking read
 * and deleting (with the offline queue's replays), and hostile HTML bodies made harmless.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, max } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/test-app';
import { relaxedRateLimits } from '../testing/account-helpers';
import { seedDemo, signInDemo, type SignedIn } from '../testing/demo-members';
import { writeNotification, type NewNotification } from '../services/notifications/write-notification';
import { SendType } from '../../src/domain/member/notification-types';
import { notificationDetailReply, notificationListReply } from '../../src/domain/messages/notification.schema';

let t: TestApp;
let me: SignedIn;
let other: SignedIn;
const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  await seedDemo(t);
  me = await signInDemo(t, 'buyer');
  other = await signInDemo(t, 'macao');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await db().delete(notifications).where(inArray(notifications.memberId, [me.memberId, other.memberId]));
});

let clockMs = Date.parse('2026-03-01T00:00:00Z');
/** Writes a notification the way every writer does; each one a second newer than the last. */
async function notice(memberId: number, row: Partial<NewNotification> = {}): Promise<number> {
  clockMs += 1000;
  return db().transaction(async (tx) => {
    await writeNotification(tx, { memberId, sendType: SendType.Bid, title: 'Outbid', body: '<p>You were outbid.</p>', relationId: 7, createdAt: new Date(clockMs), ...row });
    const [last] = await tx.select({ id: max(notifications.id) }).from(notifications).where(eq(notifications.memberId, memberId));
    return last!.id!;
  });
}

const counts = async (who: SignedIn = me) => (await who.client.get('/api/notifications/counts')).body;
const replayed = (key: string, memberId = me.memberId) => ({ 'idempotency-key': key, 'x-holo-member': String(memberId) });

describe('the notifications inbox', () => {
  it('answers 401 to a visitor on every route', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/notifications?MessageType=5')).status).toBe(401);
    expect((await visitor.get('/api/notifications/counts')).status).toBe(401);
    expect((await visitor.get('/api/notifications/1')).status).toBe(401);
    expect((await visitor.post('/api/notifications/1/read')).status).toBe(401);
    expect((await visitor.post('/api/notifications/read', { Ids: [1] })).status).toBe(401);
    expect((await visitor.post('/api/notifications/delete', { Ids: [1] })).status).toBe(401);
  });

  it('lists one tab, newest first, with plain-text descriptions and where each opens', async () => {
    const older = await notice(me.memberId, { body: '<p>First <b>bid</b> &amp; more</p>' });
    const olderAt = new Date(clockMs).toISOString();
    const newer = await notice(me.memberId, { title: 'Outbid again', body: `<p>${'y'.repeat(200)}</p>` });
    await notice(me.memberId, { sendType: SendType.Order, relationId: 3 });
    await notice(other.memberId);

    const response = await me.client.get('/api/notifications?MessageType=5');
    expect(response.status).toBe(200);
    expect(notificationListReply.parse(response.body)).toEqual(response.body);
    expect(response.body.Count).toBe(2);
    expect(response.body.Data.map((row: { ID: number }) => row.ID)).toEqual([newer, older]);
    expect(response.body.Data[1]).toEqual({
      ID: older,
      Title: 'Outbid',
      ContentDesc: 'First bid & more',
      SendType: SendType.Bid,
      RelationID: 7,
      IsRead: false,
      CreateDate: olderAt,
      Link: '/carddetails/7',
      SellerSide: false,
    });
    expect(response.body.Data[0].ContentDesc).toBe(`${'y'.repeat(119)}…`);

    const orders = await me.client.get('/api/notifications?MessageType=6');
    expect(orders.body.Data.map((row: { Link: string }) => row.Link)).toEqual(['/myholo/detail/3']);
  });

  it('pages 60 at a time with the whole count', async () => {
    await db().insert(notifications).values(
      Array.from({ length: 61 }, (_, i) => ({ memberId: me.memberId, sendType: SendType.Offer, title: `n${i}`, body: 'b', createdAt: new Date(clockMs + i * 1000) })),
    );
    const first = await me.client.get('/api/notifications?MessageType=2');
    const second = await me.client.get('/api/notifications?MessageType=2&pageIndex=2');
    expect(first.body.Data).toHaveLength(60);
    expect(first.body.Count).toBe(61);
    expect(first.body.Data[0].Title).toBe('n60');
    expect(second.body.Data.map((row: { Title: string }) => row.Title)).toEqual(['n0']);
    expect(second.body.Count).toBe(61);
  });

  it('refuses a bad MessageType, pageIndex or pageSize with 400', async () => {
    for (const query of ['', 'MessageType=3', 'MessageType=x', 'MessageType=5&pageIndex=0', 'MessageType=5&pageIndex=-1', 'MessageType=5&pageSize=61']) {
      const response = await me.client.get(`/api/notifications?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    }
  });

  it('counts unread per tab, and counts again after reading and deleting', async () => {
    const bid = await notice(me.memberId);
    await notice(me.memberId, { sendType: SendType.Order });
    await notice(me.memberId, { sendType: SendType.Warehouse });
    const offer = await notice(me.memberId, { sendType: SendType.Offer });
    await notice(me.memberId, { sendType: SendType.Safeguard });
    await notice(me.memberId, { sendType: SendType.Message });
    await notice(me.memberId, { sendType: SendType.Card });
    await notice(other.memberId);
    expect(await counts()).toEqual({ OrderCount: 2, AuctionCount: 1, ASKCount: 1, SRCount: 1, SysCount: 2, Total: 7 });

    expect((await me.client.post(`/api/notifications/${bid}/read`)).body).toEqual({ Changed: 1 });
    expect((await me.client.post(`/api/notifications/${bid}/read`)).body).toEqual({ Changed: 0 });
    expect((await me.client.post('/api/notifications/delete', { Ids: [offer] })).body).toEqual({ Changed: 1 });
    expect(await counts()).toEqual({ OrderCount: 2, AuctionCount: 0, ASKCount: 0, SRCount: 1, SysCount: 2, Total: 5 });
    expect(await counts(other)).toMatchObject({ AuctionCount: 1, Total: 1 });
  });

  it('answers 404 for another member’s notification or a missing one, and leaves it unread', async () => {
    const theirs = await notice(other.memberId);
    for (const path of [`/api/notifications/${theirs}`, '/api/notifications/999999']) {
      const response = await me.client.get(path);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOTIFICATION_NOT_FOUND');
    }
    const read = await me.client.post(`/api/notifications/${theirs}/read`);
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('NOTIFICATION_NOT_FOUND');
    expect(await counts(other)).toMatchObject({ Total: 1 });
  });

  it('ignores other members’ ids in batch read and delete', async () => {
    const mine = await notice(me.memberId);
    const theirs = await notice(other.memberId);
    expect((await me.client.post('/api/notifications/read', { Ids: [mine, theirs] })).body).toEqual({ Changed: 1 });
    expect((await me.client.post('/api/notifications/delete', { Ids: [mine, theirs] })).body).toEqual({ Changed: 1 });
    expect(await counts(other)).toMatchObject({ Total: 1 });
    expect((await other.client.get(`/api/notifications/${theirs}`)).status).toBe(200);
  });

  it('refuses an empty selection with NOTIFICATION_NONE_SELECTED and more than 100 ids with 400', async () => {
    for (const path of ['/api/notifications/read', '/api/notifications/delete']) {
      const empty = await me.client.post(path, { Ids: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.error.code).toBe('NOTIFICATION_NONE_SELECTED');
      const many = await me.client.post(path, { Ids: Array.from({ length: 101 }, (_, i) => i + 1) });
      expect(many.status).toBe(400);
      const bad = await me.client.post(path, { Ids: [0] });
      expect(bad.status).toBe(400);
    }
    expect((await me.client.get('/api/notifications/abc')).status).toBe(400);
    expect((await me.client.post('/api/notifications/2147483648/read')).status).toBe(400);
  });

  it('deletes once: the second delete changes nothing', async () => {
    const id = await notice(me.memberId);
    expect((await me.client.post('/api/notifications/delete', { Ids: [id] })).body).toEqual({ Changed: 1 });
    expect((await me.client.post('/api/notifications/delete', { Ids: [id] })).body).toEqual({ Changed: 0 });
    expect((await me.client.get(`/api/notifications/${id}`)).status).toBe(404);
  });

  it('answers a replayed offline mark-read with the first answer and changes nothing, even after new rows came', async () => {
    const a = await notice(me.memberId);
    const b = await notice(me.memberId);
    const first = await me.client.post('/api/notifications/read', { Ids: [a, b] }, replayed('read-1'));
    expect(first.body).toEqual({ Changed: 2 });
    // A new notice with a reused id list would be changed by a fresh call; the replay does not run again.
    await db().update(notifications).set({ isRead: false }).where(eq(notifications.id, a));
    await notice(me.memberId);
    const replay = await me.client.post('/api/notifications/read', { Ids: [a, b] }, replayed('read-1'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ Changed: 2 });
    expect(await counts()).toMatchObject({ AuctionCount: 2 });

    const one = await me.client.post(`/api/notifications/${b}/read`, undefined, replayed('read-one'));
    expect(one.body).toEqual({ Changed: 0 });
    const deleted = await me.client.post('/api/notifications/delete', { Ids: [b] }, replayed('delete-1'));
    const deletedAgain = await me.client.post('/api/notifications/delete', { Ids: [b] }, replayed('delete-1'));
    expect(deleted.body).toEqual({ Changed: 1 });
    expect(deletedAgain.body).toEqual({ Changed: 1 });
  });

  it('refuses an action replayed under another member’s session with 409 MEMBER_CHANGED', async () => {
    const id = await notice(me.memberId);
    const response = await other.client.post('/api/notifications/read', { Ids: [id] }, replayed('read-2', me.memberId));
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('MEMBER_CHANGED');
    expect(await counts()).toMatchObject({ Total: 1 });
  });

  it('opens a notification without marking it read', async () => {
    const id = await notice(me.memberId, { sellerSide: true });
    const response = await me.client.get(`/api/notifications/${id}`);
    expect(response.status).toBe(200);
    expect(notificationDetailReply.parse(response.body)).toEqual(response.body);
    expect(response.body).toMatchObject({ ID: id, Body: '<p>You were outbid.</p>', IsRead: false, SellerSide: true, Link: '/seller/listings/7' });
    expect(await counts()).toMatchObject({ Total: 1 });
  });
});

describe('a hostile notification body', () => {
  const hostile: [string, string][] = [
    ['<p>Hi<script>alert(document.cookie)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">win</a>', '<a>win</a>'],
    ['<a href="//evil.example/phish">login</a>', '<a>login</a>'],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<svg onload="alert(1)"><a href="/x">y</a></svg>z', 'z'],
    ['<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">d</a>', '<a>d</a>'],
    ['<p><b>open <i>tags', '<p><b>open <i>tags</i></b></p>'],
    ['<a href="&#106;&#97;vascript&#58;alert(1)">e</a>', '<a>e</a>'],
    ['<a href="https://help.example/">help</a>', '<a href="https://help.example/" rel="noopener noreferrer nofollow" target="_blank">help</a>'],
  ];

  it('comes out harmless in the detail, and as plain text in the list', async () => {
    for (const [body, safe] of hostile) {
      const id = await notice(me.memberId, { body, sendType: SendType.Card });
      const detail = await me.client.get(`/api/notifications/${id}`);
      expect(detail.body.Body, body).toBe(safe);
    }
    const list = await me.client.get('/api/notifications?MessageType=1');
    for (const row of list.body.Data as { ContentDesc: string }[]) expect(row.ContentDesc).not.toMatch(/[<>]|alert|display:none/);
  });
});
