/** Steps of the sign-up journey for API tests, done through HTTP the way the PWA does them. */
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../db/schema';
import type { TestApp, TestClient } from './test-app';

/** Rate limits out of the way for files that do not test them (the limiter's memory spans the file). */
export const relaxedRateLimits = { SIGN_IN_RATE_LIMIT: '10000', CODE_RATE_LIMIT: '10000' } as const;

export const strongPassword = 'Secret123';

/** The sandbox human check's answer, from the developer aid (the challenge itself is only a picture). */
export async function sandboxAnswer(client: TestClient, challengeId: string): Promise<string> {
  const reply = await client.get(`/api/dev/human-check/${encodeURIComponent(challengeId)}`);
  expect(reply.status).toBe(200);
  return reply.body.Answer;
}

/** Reads a sandbox answer: through the developer aid, or (production serves none) from elsewhere. */
export type AnswerReader = (client: TestClient, challengeId: string) => Promise<string>;

export async function humanTicket(client: TestClient, readAnswer: AnswerReader = sandboxAnswer): Promise<string> {
  const challenge = await client.post('/api/auth/human-check');
  expect(challenge.status).toBe(200);
  const answer = await client.post('/api/auth/human-check/answer', {
    ChallengeId: challenge.body.ChallengeId,
    Answer: await readAnswer(client, challenge.body.ChallengeId),
  });
  expect(answer.status).toBe(200);
  return answer.body.Ticket;
}

export type CodeTarget = { phone: string; country?: string } | { email: string };

export async function requestCode(
  client: TestClient,
  target: CodeTarget,
  purpose: 'register' | 'reset' = 'register',
  readAnswer?: AnswerReader,
) {
  const HumanTicket = await humanTicket(client, readAnswer);
  const body =
    'phone' in target
      ? { Type: 1, Purpose: purpose, TelPhone: target.phone, AreaCode: target.country ?? 'US', HumanTicket }
      : { Type: 0, Purpose: purpose, EMail: target.email, HumanTicket };
  return client.post('/api/auth/codes', body);
}

/** The code in the newest sandbox message to a recipient, read from GET /api/dev/inbox. */
export async function latestCode(client: TestClient, recipient: string): Promise<string> {
  const inbox = await client.get(`/api/dev/inbox?to=${encodeURIComponent(recipient)}`);
  expect(inbox.status).toBe(200);
  const code = inbox.body[0]?.Code;
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export function phoneRegistration(phone: string, code: string, overrides: Record<string, unknown> = {}) {
  return { Type: 1, NickName: `player${phone.slice(-4)}`, MemberSource: 'US', TelPhone: phone, Password: strongPassword, Code: code, AgreeTerms: true, ...overrides };
}

export function emailRegistration(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return { Type: 0, NickName: `collector${email.length}`, MemberSource: 'US', EMail: email, Password: strongPassword, Code: code, AgreeTerms: true, ...overrides };
}

/** Registers through the whole journey (human check, code, inbox, register); the client ends signed in. */
export async function registerMember(client: TestClient, target: CodeTarget, overrides: Record<string, unknown> = {}) {
  expect((await requestCode(client, target)).status).toBe(200);
  const body =
    'phone' in target
      ? phoneRegistration(target.phone, await latestCode(client, target.phone), { MemberSource: target.country ?? 'US', ...overrides })
      : emailRegistration(target.email, await latestCode(client, target.email), overrides);
  const response = await client.post('/api/auth/register', body);
  expect(response.status).toBe(201);
  return response.body;
}

export async function memberCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}
