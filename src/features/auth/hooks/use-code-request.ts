import { useState } from 'react';
import type { RequestCodeBody } from '../../../domain/account/account.schema';
import { ApiError, isApiError } from '../../../lib/api/api-error';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { requestCode } from '../api/request-code';

interface CodeRequestOptions {
  /** Checks the phone or e-mail the code goes to, showing its error; false stops the request. */
  validateTarget: () => boolean;
  /** The request body without the human-check ticket. */
  buildRequest: () => Omit<RequestCodeBody, 'HumanTicket'>;
  /** A failed request: the countdown is already reset; show the error on the phone/e-mail field. */
  onFailure: (error: ApiError) => void;
  onSent?: () => void;
}

/**
 * The verification-code flow of spec 1 section 4: validate the target, pass the human check, send
 * the code, then run the resend countdown (120 s, as the server says). A failure resets the countdown.
 */
export function useCodeRequest({ validateTarget, buildRequest, onFailure, onSent }: CodeRequestOptions) {
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
      const reply = await requestCode({ ...buildRequest(), HumanTicket: ticket });
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
