import { humanCheckChallenge } from '../../../domain/account/account.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** A new human-check question (asked before a verification code is sent). */
export function startHumanCheck() {
  return apiFetch('/api/auth/human-check', { method: 'POST', schema: humanCheckChallenge, redirectOn401: false });
}
