/**
 * The error envelope of DESIGN.md section 3: HTTP status + { error: { code, message, field } }.
 * Services throw AppError; the error handler turns it, and zod validation failures, into the envelope.
 */
import { errorMessages, isErrorCode, type ErrorCode } from '../../src/domain/errors/error-codes';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly field?: string,
    message?: string,
    /** Placeholder values of the message ({n} of BID_TOO_LOW), sent so the client can translate it. */
    readonly values?: Record<string, string | number>,
  ) {
    // A 4xx AppError is an answer, not a fault: its stack would never be read, and capturing one
    // cost bench:bids 3% of the server's time (it refuses hundreds of bids a second).
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message ?? fillPlaceholders(errorMessages[code], values));
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, field?: string) => new AppError(400, code, field);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode, field?: string) => new AppError(409, code, field);
export const tooManyRequests = (code: ErrorCode = 'RATE_LIMITED', field?: string) =>
  new AppError(429, code, field);

/** An error whose message names values, e.g. BID_TOO_LOW: 'Please bid {n} or higher'. */
export const errorWithValues = (status: number, code: ErrorCode, values: Record<string, string | number>, field?: string) =>
  new AppError(status, code, field, undefined, values);

function fillPlaceholders(message: string, values: Record<string, string | number> | undefined): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface ErrorEnvelope {
  error: { code: string; message: string; field?: string; values?: Record<string, string | number> };
}

export function envelope(code: string, message: string, field?: string, values?: Record<string, string | number>): ErrorEnvelope {
  return { error: { code, message, ...(field ? { field } : {}), ...(values ? { values } : {}) } };
}

/** Turns the first validation issue into the envelope: our zod issue messages are error codes. */
export function validationEnvelope(issues: ReadonlyArray<{ message?: string; instancePath?: string }>) {
  const issue = issues[0];
  const field = issue?.instancePath?.split('/').filter(Boolean)[0];
  if (issue?.message && isErrorCode(issue.message)) {
    return envelope(issue.message, errorMessages[issue.message], field);
  }
  return envelope('BAD_REQUEST', errorMessages.BAD_REQUEST, field);
}
