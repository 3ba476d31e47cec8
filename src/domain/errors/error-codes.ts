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
  // item page and bidding (spec 2 sections 4, 5, 8)
  BID_PRICE_REQUIRED: 'Please enter a price',
  /** {n} is the minimum in dollars, e.g. 'Please bid 12.00 or higher'. */
  BID_TOO_LOW: 'Please bid {n} or higher',
  BID_OUTBID: 'Another bidder is ahead. Please increase your bid.',
  AUCTION_ENDED: 'This auction has ended',
  AUCTION_NOT_STARTED: 'This auction has not started yet',
  NOT_AN_AUCTION: 'This item is not sold by auction',
  ITEM_SOLD: 'This item has been sold',
  OWN_ITEM: 'You cannot buy your own item',
  VERIFY_REQUIRED: 'For the safety of your transactions, please verify your identity first',
  PHONE_NOT_SET: 'Please set your Phone number!',
  ADDRESS_NOT_SET: 'You have not set your shipping address!',
  UNPAID_ORDER: 'You have an unpaid order past its due date. Please pay it before bidding, buying or making offers.',
  DEPOSIT_REQUIRED: 'Please pay the CHP deposit for this item before bidding',
  CHP_INSUFFICIENT: 'Your CHP balance is not enough for the deposit. Please charge first.',
  NO_SELL_PERMISSION: 'Sorry, you do not have permission to sell.',
  // ID verification and phone (spec 1 section 4)
  VERIFY_ATTEMPTS_EXCEEDED: 'You can apply for ID verification at most 3 times in 24 hours',
  VERIFY_IN_PROGRESS: 'Your ID verification is being processed',
  VERIFY_ALREADY_DONE: 'Your identity is already verified',
  NAME_REQUIRED: 'Please enter your name',
  BIRTH_DATE_INVALID: 'Please enter a valid date of birth (you must be 18 or older)',
  DOCUMENT_REQUIRED: 'Please enter the document number',
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
