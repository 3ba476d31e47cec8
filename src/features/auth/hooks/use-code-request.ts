import { useState } from 'react';
import type { RequestCodeBody } from '../../../domain/account/account.schema';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { requestCode } from '../api/request-code';

/** Where the code request goes: POST /api/auth/codes with a body, or a caller's own call. */
type CodeSender =
  | {
      /** The request body without the human-check ticket (sent to POST /api/auth/codes). */
      buildRequest: () => Omit<RequestCodeBody, 'HumanTicket'>;
      send?: never;
    }
  | {
      /** Sends the code another way (e.g. to the phone a member is adding). */
      send: (ticket: string) => Promise<{ ResendAfterSeconds: number }>;
      buildRequest?: never;
    };

type CodeRequestOptions = CodeSender & {
  /** Checks the phone or e-mail the code goes to, showing its error; false stops the request. */
  validateTarget: () => boolean;
  /** A failed request: the countdown is already reset; show the error on the phone/e-mail field. */
  onFailure: (error: ApiError) => void;
  onSent?: () => void;
};

/**
 * The verification-code flow of spec 1 section 4: validate the target, pass the human check, send
 * the code, then run the resend countdown (120 s, as the server says). A failure resets the countdown.
 */
export function useCodeRequest(options: CodeRequestOptions) {
  const { validateTarget, onFailure, onSent } = options;
  const countdown = useCountdown();
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  function begin() {
    if (countdown.running || sending) return;
    if (validateTarget()) setChecking(true);
  }

  async function sendWithTicket(ticket: string) {
    setChecking(false);
    setSending(true);
    try {
      const reply = options.send
        ? await options.send(ticket)
        : await requestCode({ ...options.buildRequest(), HumanTicket: ticket });
      countdown.start(reply.ResendAfterSeconds);
      setSent(true);
      onSent?.();
    } catch (error) {
      countdown.reset();
      setSent(false);
      onFailure(isApiError(error) ? error : new ApiError(0, 'NETWORK_ERROR', String(error)));
    } finally {
      setSending(false);
    }
  }

  return {
    begin,
    cancel: () => setChecking(false),
    sendWithTicket,
    checking,
    sending,
    sent,
    remaining: countdown.remaining,
    waiting: countdown.running,
  };
}

export type CodeRequest = ReturnType<typeof useCodeRequest>;
