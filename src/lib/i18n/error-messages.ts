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
  BID_PRICE_REQUIRED: msg`Please enter a price`,
  BID_TOO_LOW: msg`Please bid {n} or higher`,
  BID_OUTBID: msg`Another bidder is ahead. Please increase your bid.`,
  AUCTION_ENDED: msg`This auction has ended`,
  AUCTION_NOT_STARTED: msg`This auction has not started yet`,
  NOT_AN_AUCTION: msg`This item is not sold by auction`,
  ITEM_SOLD: msg`This item has been sold`,
  OWN_ITEM: msg`You cannot buy your own item`,
  VERIFY_REQUIRED: msg`For the safety of your transactions, please verify your identity first`,
  PHONE_NOT_SET: msg`Please set your Phone number!`,
  ADDRESS_NOT_SET: msg`You have not set your shipping address!`,
  UNPAID_ORDER: msg`You have an unpaid order past its due date. Please pay it before bidding, buying or making offers.`,
  DEPOSIT_REQUIRED: msg`Please pay the CHP deposit for this item before bidding`,
  CHP_INSUFFICIENT: msg`Your CHP balance is not enough for the deposit. Please charge first.`,
  NO_SELL_PERMISSION: msg`Sorry, you do not have permission to sell.`,
  VERIFY_ATTEMPTS_EXCEEDED: msg`You can apply for ID verification at most 3 times in 24 hours`,
  VERIFY_IN_PROGRESS: msg`Your ID verification is being processed`,
  VERIFY_ALREADY_DONE: msg`Your identity is already verified`,
  NAME_REQUIRED: msg`Please enter your name`,
  BIRTH_DATE_INVALID: msg`Please enter a valid date of birth (you must be 18 or older)`,
  DOCUMENT_REQUIRED: msg`Please enter the document number`,
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
