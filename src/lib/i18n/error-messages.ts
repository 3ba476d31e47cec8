/**
 * Error codes (src/domain/errors/error-codes.ts) as translatable messages. The English text is the
 * same as the domain's; error-messages.test.ts keeps the two in step.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isErrorCode, type ErrorCode } from '../../domain/errors/error-codes';

export const errorMessageDescriptors: Record<ErrorCode, MessageDescriptor> = {
  NICKNAME_REQUIRED: msg`Please enter a nickname`,
  NICKNAME_TOO_SHORT: msg`The nickname must be at least 6 characters`,
  NICKNAME_TOO_LONG: msg`The nickname can be at most 20 characters`,
  NICKNAME_CHINESE: msg`The nickname does not support Chinese characters.`,
  NICKNAME_TAKEN: msg`This nickname is already taken`,
  PASSWORD_REQUIRED: msg`Please enter a password`,
  PASSWORD_INVALID: msg`Invalid password: use 6-20 characters with at least one digit, one upper case and one lower case letter`,
  PASSWORDS_DIFFERENT: msg`The two passwords do not match`,
  EMAIL_REQUIRED: msg`Please enter an e-mail address`,
  EMAIL_INVALID: msg`Invalid e-mail address`,
  EMAIL_TAKEN: msg`This e-mail address is already registered`,
  PHONE_REQUIRED: msg`Please enter a phone number`,
  PHONE_INVALID: msg`Invalid phone number`,
  PHONE_TAKEN: msg`This phone number is already registered`,
  ACCOUNT_REQUIRED: msg`Please enter your phone number or e-mail`,
  CODE_REQUIRED: msg`Please enter the verification code`,
  CODE_INVALID: msg`Invalid verification code`,
  CODE_EXPIRED: msg`The verification code has expired, please request a new one`,
  CODE_ATTEMPTS_EXCEEDED: msg`Too many wrong codes, please request a new one`,
  CODE_RESEND_TOO_SOON: msg`Please wait before requesting another code`,
  HUMAN_CHECK_FAILED: msg`The human check failed, please try again`,
  TERMS_REQUIRED: msg`Please agree to the Terms of Service and Privacy Policy`,
  COUNTRY_INVALID: msg`Please choose a country`,
  ACCOUNT_NOT_FOUND: msg`Account not found`,
  CREDENTIALS_INCORRECT: msg`E-mail or password incorrect`,
  PHONE_PASSWORD_INCORRECT: msg`Phone number or password incorrect`,
  ACCOUNT_DISABLED: msg`This account has been disabled`,
  SEND_FAILED: msg`Sending the e-mail failed`,
  LISTING_NOT_FOUND: msg`The item does not exist or has been removed`,
  STORE_NOT_FOUND: msg`The store does not exist`,
  SAVED_SEARCH_NOT_FOUND: msg`The saved search does not exist`,
  ALERT_LIMIT_REACHED: msg`You can subscribe to email alerts for up to {limit} saved searches.({used}/{limit})`,
  CANNOT_FOLLOW_SELF: msg`You cannot follow your own store`,
  CANNOT_BLOCK_SELF: msg`You cannot block yourself`,
  BAD_REQUEST: msg`Request error`,
  UNAUTHORIZED: msg`Unauthorized, please log in again`,
  FORBIDDEN: msg`Access denied`,
  NOT_FOUND: msg`Request failed`,
  TIMEOUT: msg`Request timeout`,
  RATE_LIMITED: msg`Too many requests, please try again later`,
  SERVER_ERROR: msg`Server error`,
  SERVICE_UNAVAILABLE: msg`Service unavailable`,
  NOT_IMPLEMENTED: msg`Not implemented`,
  BAD_GATEWAY: msg`Network error`,
  GATEWAY_TIMEOUT: msg`Network timeout`,
  HTTP_VERSION_NOT_SUPPORTED: msg`HTTP version not supported`,
  NETWORK_ERROR: msg`Connection error`,
};

/** A known code in the active language; an unknown one shows the server's own message. */
/** The translated text of an error code; `values` fill placeholders such as ALERT_LIMIT_REACHED's {used}/{limit}. */
export function errorText(i18n: I18n, code: string, fallback?: string, values?: Record<string, string | number>): string {
  if (isErrorCode(code)) return i18n._({ ...errorMessageDescriptors[code], values });
  return fallback ?? i18n._(errorMessageDescriptors.SERVER_ERROR);
}
