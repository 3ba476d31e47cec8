/** API test helpers around the demo data: seed it once per file, sign in as a demo account. */
import { expect } from 'vitest';
import { seedDemoDataIfEmpty } from '../db/seed';
import { DEMO_PASSWORD, demoAccounts, type DemoAccountKey } from '../db/seed/demo-accounts';
import type { TestApp, TestClient } from './test-app';

const quiet = { info: () => {} };

export async function seedDemo(t: TestApp): Promise<void> {
  await seedDemoDataIfEmpty(t.database.db, quiet, { now: t.clock.now() });
}

export interface SignedIn {
  client: TestClient;
  memberId: number;
}

/** A new browser signed in as a demo account (e-mail sign-in, the demo password). */
export async function signInDemo(t: TestApp, key: DemoAccountKey): Promise<SignedIn> {
  const client = t.client();
  const response = await client.post('/api/auth/sign-in', { Type: 0, Account: demoAccounts[key].email, Password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return { client, memberId: response.body.Id };
}
