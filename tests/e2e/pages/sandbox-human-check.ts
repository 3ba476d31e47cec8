import type { APIRequestContext, Page, Response } from '@playwright/test';

/**
 * The sandbox human check shows its sum only as a picture; tests read the answer from the developer
 * aid GET /api/dev/human-check/{id}, as they read codes from the sandbox inbox.
 */
const headers = { 'x-requested-with': 'fetch' };

async function answerOf(api: APIRequestContext, challengeId: string): Promise<string> {
  const reply = await api.get(`/api/dev/human-check/${encodeURIComponent(challengeId)}`);
  return ((await reply.json()) as { Answer: string }).Answer;
}

/** Starts watching for the challenge the dialog is about to fetch (call before opening it). */
export function watchHumanCheck(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/human-check' && r.request().method() === 'POST');
}

/** The answer to the challenge the dialog showed. */
export async function shownAnswer(page: Page, challenge: Promise<Response>): Promise<string> {
  const { ChallengeId } = (await (await challenge).json()) as { ChallengeId: string };
  return answerOf(page.request, ChallengeId);
}

/** A human-check ticket obtained through the API, for setup steps. */
export async function sandboxTicket(api: APIRequestContext): Promise<string> {
  const { ChallengeId } = (await (await api.post('/api/auth/human-check', { headers })).json()) as { ChallengeId: string };
  const answer = await api.post('/api/auth/human-check/answer', { headers, data: { ChallengeId, Answer: await answerOf(api, ChallengeId) } });
  return ((await answer.json()) as { Ticket: string }).Ticket;
}
