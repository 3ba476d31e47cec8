/**
 * Sessions are cached per node (server/services/accounts/session-cache.ts); ending them on one node
 * must end them on the others at once. PostgreSQL only: PGlite is one in-process database, so there
 * is no second node.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSecondNode, startTestApp, TestClient, type SecondNode, type TestApp } from '../../testing/test-app';
import { latestCode, registerMember, relaxedRateLimits, requestCode, strongPassword } from '../../testing/account-helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let nodeB: SecondNode;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
  if (onPostgres) nodeB = await startSecondNode(t);
});
afterAll(async () => {
  await nodeB?.close();
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  nodeB?.app.ctx.sessions.clear();
});

/** The same browser session presented to node B. */
function onNodeB(client: TestClient): TestClient {
  const other = new TestClient(nodeB.baseUrl);
  const token = client.cookie('holo_session');
  if (token) other.setCookie('holo_session', token);
  return other;
}

async function signedIn(email: string): Promise<TestClient> {
  const client = t.client();
  await registerMember(client, { email });
  expect((await client.get('/api/me')).status).toBe(200);
  return client;
}

describe.skipIf(!onPostgres)('sessions across two nodes', () => {
  it('a sign-out on node A ends the session node B had cached', async () => {
    const browser = await signedIn('two-nodes@example.com');
    const sameOnB = onNodeB(browser);
    const tokenHash = browser.sessionHash();
    expect((await sameOnB.get('/api/me')).status).toBe(200);
    expect(nodeB.app.ctx.sessions.get(tokenHash)).toBeDefined();

    expect((await browser.post('/api/auth/sign-out')).status).toBe(204);
    await expect.poll(() => nodeB.app.ctx.sessions.get(tokenHash), { timeout: 2000 }).toBeUndefined();
    expect((await sameOnB.get('/api/me')).status).toBe(401);
  });

  it("a password reset on node A ends every one of the member's sessions cached on node B", async () => {
    const laptop = await signedIn('reset-two@example.com');
    const phone = t.client();
    expect((await phone.post('/api/auth/sign-in', { Type: 0, Account: 'reset-two@example.com', Password: strongPassword })).status).toBe(200);
    const laptopOnB = onNodeB(laptop);
    const phoneOnB = onNodeB(phone);
    expect((await laptopOnB.get('/api/me')).status).toBe(200);
    expect((await phoneOnB.get('/api/me')).status).toBe(200);

    const helper = t.client();
    expect((await requestCode(helper, { email: 'reset-two@example.com' }, 'reset')).status).toBe(200);
    const Code = await latestCode(helper, 'reset-two@example.com');
    const fresh = 'Fresh456';
    const reset = await helper.post('/api/auth/reset-password', { Type: 0, Account: 'reset-two@example.com', Code, NewPassword: fresh, ConfirmPassword: fresh });
    expect(reset.status).toBe(204);

    await expect.poll(() => nodeB.app.ctx.sessions.get(laptop.sessionHash()), { timeout: 2000 }).toBeUndefined();
    expect(nodeB.app.ctx.sessions.get(phone.sessionHash())).toBeUndefined();
    expect((await laptopOnB.get('/api/me')).status).toBe(401);
    expect((await phoneOnB.get('/api/me')).status).toBe(401);
  });

  it("a password change on node A ends every one of the member's sessions cached on node B", async () => {
    const laptop = t.client();
    await registerMember(laptop, { email: 'change-two@example.com' });
    const phone = t.client();
    expect((await phone.post('/api/auth/sign-in', { Type: 0, Account: 'change-two@example.com', Password: strongPassword })).status).toBe(200);
    const laptopOnB = onNodeB(laptop);
    const phoneOnB = onNodeB(phone);
    const hashes = [laptop.sessionHash(), phone.sessionHash()];
    expect((await laptopOnB.get('/api/me')).status).toBe(200);
    expect((await phoneOnB.get('/api/me')).status).toBe(200);
    for (const hash of hashes) expect(nodeB.app.ctx.sessions.get(hash)).toBeDefined();

    const changed = await laptop.post('/api/me/password', { OldPassword: strongPassword, NewPassword: 'Changed456', ConfirmPassword: 'Changed456' });
    expect(changed.status).toBe(204);
    for (const hash of hashes) await expect.poll(() => nodeB.app.ctx.sessions.get(hash), { timeout: 2000 }).toBeUndefined();
    expect((await laptopOnB.get('/api/me')).status).toBe(401);
    expect((await phoneOnB.get('/api/me')).status).toBe(401);
  });
});
