import { humanCheckTicket } from '../../../domain/account/account.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** Answers the question; a right answer gets the ticket a code request needs. */
export function answerHumanCheck(ChallengeId: string, Answer: string) {
  return apiFetch('/api/auth/human-check/answer', {
    method: 'POST',
    body: { ChallengeId, Answer },
    schema: humanCheckTicket,
    redirectOn401: false,
  });
}
