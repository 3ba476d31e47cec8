/**
 * The per-account throttle is kept in the database, so every node of a PostgreSQL deployment counts
 * the same attempts: an attacker spreading wrong passwords over the nodes behind a load balancer
 * gets no more tries than one node would give. PostgreSQL only (PGlite has no second node).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSecondNode, startTestApp, TestClient, type SecondNode, type TestApp } from '../../testing/test-app';
import { registerMember, relaxedRateLimits, strongPassword } from '../../testing/account-helpers';

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
beforeEach(() => t.reset());

const signInOn = (baseUrl: string, Password: string) =>
  new TestClient(baseUrl).post('/api/auth/sign-in', { Type: 0, Account: 'spread@example.com', Password });

describe.skipIf(!onPostgres)('per-account throttle across two nodes', () => {
  it('counts wrong passwords sent to either node together, and both refuse the right one while it lasts', async () => {
    await registerMember(t.client(), { email: 'spread@example.com' });
    const nodes = [t.baseUrl, nodeB.baseUrl];
    for (let i = 0; i < 5; i += 1) expect((await signInOn(nodes[i % 2]!, 'Wrong1234')).status).toBe(400);

    for (const node of nodes) {
      const locked = await signInOn(node, strongPassword);
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('lets through only 5 of 12 wrong passwords sent at once across both nodes', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signInOn(i % 2 ? nodeB.baseUrl : t.baseUrl, 'Wrong1234')));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });
});
