import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { relaxedRateLimits, sandboxAnswer } from '../../testing/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(relaxedRateLimits);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('POST /api/auth/human-check', () => {
  it('asks a small sum as a picture and hands out a ticket for the right answer', async () => {
    const client = t.client();
    const challenge = await client.post('/api/auth/human-check');
    expect(challenge.status).toBe(200);
    expect(Object.keys(challenge.body).sort()).toEqual(['ChallengeId', 'Image']);
    expect(challenge.body.Image).toMatch(/^data:image\/svg\+xml;base64,/);

    const answer = await client.post('/api/auth/human-check/answer', {
      ChallengeId: challenge.body.ChallengeId,
      Answer: ` ${await sandboxAnswer(client, challenge.body.ChallengeId)} `,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong answer with HUMAN_CHECK_FAILED on Answer and spends the challenge', async () => {
    const client = t.client();
    const challenge = await client.post('/api/auth/human-check');
    const right = await sandboxAnswer(client, challenge.body.ChallengeId);
    const wrong = await client.post('/api/auth/human-check/answer', { ChallengeId: challenge.body.ChallengeId, Answer: String(Number(right) + 1) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({ code: 'HUMAN_CHECK_FAILED', message: 'The human check failed, please try again', field: 'Answer' });

    const retry = await client.post('/api/auth/human-check/answer', { ChallengeId: challenge.body.ChallengeId, Answer: right });
    expect(retry.status).toBe(400);
    expect(retry.body.error.code).toBe('HUMAN_CHECK_FAILED');
  });

  it('refuses an answer after the 5-minute deadline', async () => {
    const client = t.client();
    const challenge = await client.post('/api/auth/human-check');
    t.clock.advance(5 * 60_000);
    const late = await client.post('/api/auth/human-check/answer', { ChallengeId: challenge.body.ChallengeId, Answer: await sandboxAnswer(client, challenge.body.ChallengeId) });
    expect(late.status).toBe(400);
    expect(late.body.error.field).toBe('Answer');
  });

  it('accepts an answer only once per challenge', async () => {
    const client = t.client();
    const challenge = await client.post('/api/auth/human-check');
    const body = { ChallengeId: challenge.body.ChallengeId, Answer: await sandboxAnswer(client, challenge.body.ChallengeId) };
    expect((await client.post('/api/auth/human-check/answer', body)).status).toBe(200);
    expect((await client.post('/api/auth/human-check/answer', body)).status).toBe(400);
  });

  it('refuses an unknown challenge', async () => {
    const response = await t.client().post('/api/auth/human-check/answer', { ChallengeId: 'nope', Answer: '3' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('HUMAN_CHECK_FAILED');
  });

  it('never sends the answer to the browser: no digit of the sum appears in the reply', async () => {
    // The old challenge carried the question as text and its terms as numbers.
    for (let i = 0; i < 5; i += 1) {
      const challenge = await t.client().post('/api/auth/human-check');
      const picture = Buffer.from(challenge.body.Image.split(',')[1], 'base64').toString();
      expect(picture).toMatch(/^<svg /);
      expect(picture).not.toMatch(/<text|What is|\d\s*\+\s*\d/);
      expect(JSON.stringify({ ...challenge.body, Image: undefined })).not.toMatch(/\d\s*\+|Terms|Question/);
    }
  });
});
