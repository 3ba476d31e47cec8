/**
 * Stable error codes with the spec's English message. The server sends both in the error
 * envelope; the PWA translates by code (see src/lib/i18n/error-messages.ts).
 */
export const errorMessages = {
  // validation: accounts (spec 1 section 5)
  NICKNAME_REQUIRED: 'Please enter a nickname',
  NICKNAME_TOO_SHORT: 'The nickname must be at least 6 characters',
  NICKNAME_TOO_LONG: 'The nickname can be at most 20 characters',
  NICKNAME_CHINESE: 'The nickname does not support Chinese characters.',
  NICKNAME_TAKEN: 'This nickname is already taken',
  PASSWORD_REQUIRED: 'Please enter a password',
  PASSWORD_INVALID:
    'Invalid password: use 6-20 characters with at least one digit, one upper case and one lower case letter',
  PASSWORDS_DIFFERENT: 'The two passwords do not match',
  EMAIL_REQUIRED: 'Please enter an e-mail address',
  EMAIL_INVALID: 'Invalid e-mail address',
  EMAIL_TAKEN: 'This e-mail address is already registered',
  PHONE_REQUIRED: 'Please enter a phone number',
  PHONE_INVALID: 'Invalid phone number',
  PHONE_TAKEN: 'This phone number is already registered',
  ACCOUNT_REQUIRED: 'Please enter your phone number or e-mail',
  CODE_REQUIRED: 'Please enter the verification code',
  CODE_INVALID: 'Invalid verification code',
  CODE_EXPIRED: 'The verification code has expired, please request a new one',
  CODE_ATTEMPTS_EXCEEDED: 'Too many wrong codes, please request a new one',
  CODE_RESEND_TOO_SOON: 'Please wait before requesting another code',
  HUMAN_CHECK_FAILED: 'The human check failed, please try again',
  TERMS_REQUIRED: 'Please agree to the Terms of Service and Privacy Policy',
  COUNTRY_INVALID: 'Please choose a country',
  // sign-in
  ACCOUNT_NOT_FOUND: 'Account not found',
  CREDENTIALS_INCORRECT: 'E-mail or password incorrect',
  PHONE_PASSWORD_INCORRECT: 'Phone number or password incorrect',
  ACCOUNT_DISABLED: 'This account has been disabled',
  SEND_FAILED: 'Sending the e-mail failed',
  // catalog and member lists (spec 1 sections 4, 8)
  LISTING_NOT_FOUND: 'The item does not exist or has been removed',
  STORE_NOT_FOUND: 'The store does not exist',
  SAVED_SEARCH_NOT_FOUND: 'The saved search does not exist',
  /** The server fills in the numbers: 'You can subscribe to email alerts for up to 10 saved searches.(10/10)'. */
  ALERT_LIMIT_REACHED: 'You can subscribe to email alerts for up to {limit} saved searches.({used}/{limit})',
  CANNOT_FOLLOW_SELF: 'You cannot follow your own store',
  CANNOT_BLOCK_SELF: 'You cannot block yourself',
  // HTTP level (spec 1 section 8)
  BAD_REQUEST: 'Request error',
  UNAUTHORIZED: 'Unauthorized, please log in again',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'Request failed',
  TIMEOUT: 'Request timeout',
  RATE_LIMITED: 'Too many requests, please try again later',
  SERVER_ERROR: 'Server error',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  NOT_IMPLEMENTED: 'Not implemented',
  BAD_GATEWAY: 'Network error',
  GATEWAY_TIMEOUT: 'Network timeout',
  HTTP_VERSION_NOT_SUPPORTED: 'HTTP version not supported',
  NETWORK_ERROR: 'Connection error',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorMessages, value);
}
