import type { I18n } from '@lingui/core';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';

export interface AlertUsage {
  used: number;
  limit: number;
}

/**
 * The text of a failed alert switch. Past the limit it is the spec's message with the numbers of
 * the list reply (NoticeUsed/NoticeLimit); any other failure shows the server's message.
 */
export function alertFailureText(i18n: I18n, error: unknown, usage: AlertUsage): string {
  if (!isApiError(error)) return errorText(i18n, 'NETWORK_ERROR');
  if (error.code === 'ALERT_LIMIT_REACHED') return errorText(i18n, error.code, error.message, { used: usage.used, limit: usage.limit });
  return errorText(i18n, error.code, error.message);
}

/** No more alerts can be turned on: the client says so at once, the server checks again anyway. */
export function alertsFull(usage: AlertUsage): boolean {
  return usage.limit > 0 && usage.used >= usage.limit;
}
