import type { ErrorCode } from '../../domain/errors/error-codes';

/** The HTTP part of the error catalogue (spec 1 section 8), used when a reply has no envelope. */
const byStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  429: 'RATE_LIMITED',
  500: 'SERVER_ERROR',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
  505: 'HTTP_VERSION_NOT_SUPPORTED',
};

/** Anything outside the catalogue is a connection error, as the spec says. */
export function errorCodeForStatus(status: number): ErrorCode {
  return byStatus[status] ?? 'NETWORK_ERROR';
}
