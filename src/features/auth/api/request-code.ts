import { requestCodeReply, type RequestCodeBody } from '../../../domain/account/account.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** Sends a verification code by SMS or e-mail; needs a ticket from a passed human check. */
export function requestCode(body: RequestCodeBody) {
  return apiFetch('/api/auth/codes', { method: 'POST', body, schema: requestCodeReply, redirectOn401: false });
}
