import type { ErrorCode } from '../../domain/errors/error-codes';
import { httpStatusCodes } from '../../domain/errors/http-status-codes';

/** Used when a reply has no envelope; anything outside the catalogue is a connection error, as the spec says. */
export function errorCodeForStatus(status: number): ErrorCode {
  return httpStatusCodes[status] ?? 'NETWORK_ERROR';
}
