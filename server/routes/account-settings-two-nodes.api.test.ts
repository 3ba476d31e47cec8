/**
 * A password change on one node ends the member's sessions another node had cached (session-cache.ts:
 * the NOTIFY on holo_sessions). PostgreSQL only: PGlite is one in-process database, no second node.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSecondNode, startTestApp, TestClient, type SecondNode, type TestApp } from '../testing/test-app';
import { registerMember, relaxedRateLimits, strongPassword } from '../testing/account-helpers';

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

function onNodeB(client: TestClient): TestClient {
  const other = new TestClient(nodeB.baseUrl);
  const token = client.cookie('holo_session');
  if (token) other.setCookie('holo_session', token);
  return other;
}

describe.skipIf(!onPostgres)('a password change across two nodes', () => {
  it("ends every one of the member's sessions cached on node B", async () => {
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
