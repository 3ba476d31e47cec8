import type { ErrorCode } from '../../domain/errors/error-codes';

/**
 * A failed API call: the server's envelope `{ error: { code, message, field } }`, or a code derived
 * from the HTTP status (spec 1 section 8) when the reply had no envelope or never arrived.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** An ErrorCode for every known failure; an unknown server code is kept as sent. */
    readonly code: ErrorCode | (string & {}),
    message: string,
    /** The request field the error belongs to, as the server names it ("TelPhone", "Password"…). */
    readonly field?: string,
    /** Values of the message's placeholders ({n} of BID_TOO_LOW), for errorText. */
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
