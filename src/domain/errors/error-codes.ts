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
  // Not in the spec: invisible and direction-control characters, which let a name pass for another.
  NICKNAME_INVALID: 'The nickname contains characters that cannot be used',
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
  /** The per-account throttle; {minutes} until the next attempt is let through (also in Retry-After). */
  TOO_MANY_ATTEMPTS: 'Too many attempts, please try again in {minutes} min',
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
  // buying and paying (spec 2 sections 5 and 8)
  ITEM_BOUGHT: 'Sorry, this item has been bought by another buyer',
  ORDER_NOT_FOUND: 'The order does not exist',
  ORDER_NOT_PAYABLE: 'This order cannot be paid any more',
  PAY_CHANNEL_UNAVAILABLE: 'This payment method cannot take this amount. Please choose another.',
  PAYMENT_NOT_FOUND: 'The payment does not exist',
  PAYMENT_SIGNATURE_INVALID: 'The payment callback signature is not valid',
  CHARGE_PACKAGE_NOT_FOUND: 'Please choose a top-up package',
  UNPAID_ORDER: 'You have an unpaid order past its due date. Please pay it before bidding, buying or making offers.',
  DEPOSIT_REQUIRED: 'Please pay the CHP deposit for this item before bidding',
  CHP_INSUFFICIENT: 'Your CHP balance is not enough for the deposit. Please charge first.',
  NO_SELL_PERMISSION: 'Sorry, you do not have permission to sell.',
  // store items, cart and store orders (spec 2 sections 5, 8)
  QUANTITY_TOO_LOW: 'Please choose a quantity of at least 1',
  INSUFFICIENT_INVENTORY: 'Insufficient inventory',
  MEMBER_CHANGED: 'This change was made while another account was signed in on this device',
  ORDER_ALREADY_PLACED: 'The order has already been placed',
  NOT_A_STORE_ITEM: 'Only store items can be added to the cart',
  ITEM_UNAVAILABLE: 'This item is no longer on sale',
  ITEM_COMING_SOON: 'Coming Soon',
  ORDER_TOTAL_TOO_LOW: 'The order total must be more than USD 0.50',
  // coupons (spec 2 section 5 "Order", spec 3 "Coupons" and section 8)
  COUPON_NOT_FOUND: 'The coupon does not exist',
  COUPON_USED: 'This coupon has already been used',
  COUPON_EXPIRED: 'This coupon has expired',
  COUPON_NOT_APPLICABLE: 'This coupon is not applicable to this item',
  COUPON_ONCE: 'Each coupon can be used only once',
  COUPON_ONE_PER_LINE: 'Only one coupon can be used per item',
  SHARE_EXPIRED: 'share expired',
  SHARE_OWN_LINK: 'You cannot draw a coupon from your own share link',
  // Best Offer (spec 2 "Offer", sections 5, 8, 9)
  OFFERS_NOT_ALLOWED: 'This item does not accept offers',
  OFFER_PRICE_REQUIRED: 'Please enter your offer',
  OFFER_NOT_BELOW_PRICE: 'Your offer must be below the Buy It Now price. To pay that price, please buy it now.',
  OFFER_REMARK_TOO_LONG: 'The message can be at most 250 characters',
  OFFER_LIMIT: 'You can make at most 3 offers on this item',
  OFFER_PENDING: 'You already have an offer waiting for an answer on this item',
  OFFER_NOT_FOUND: 'The offer does not exist',
  OFFER_CLOSED: 'This offer has already been answered or has expired',
  COUNTER_PRICE_INVALID: "The counter-offer must be above the buyer's offer and below the Buy It Now price",
  // ID verification and phone (spec 1 section 4)
  VERIFY_ATTEMPTS_EXCEEDED: 'You can apply for ID verification at most 3 times in 24 hours',
  VERIFY_IN_PROGRESS: 'Your ID verification is being processed',
  VERIFY_ALREADY_DONE: 'Your identity is already verified',
  NAME_REQUIRED: 'Please enter your name',
  BIRTH_DATE_INVALID: 'Please enter a valid date of birth (you must be 18 or older)',
  DOCUMENT_REQUIRED: 'Please enter the document number',
  // shipping addresses (spec 2 sections 3, 5; spec 3 "New address form")
  ADDRESS_COUNTRY_UNSUPPORTED: 'Coming Soon',
  ADDRESS_NAME_REQUIRED: "Please enter the recipient's name",
  ADDRESS_NAME_TOO_LONG: 'The name can be at most 30 characters',
  ADDRESS_STREET_REQUIRED: 'Please enter address',
  ADDRESS_STREET_TOO_LONG: 'The street address can be at most 100 characters',
  ADDRESS_CHINESE_REQUIRED: 'Detail address must contain 4 Chinese characters',
  ADDRESS_CITY_REQUIRED: 'Please enter the city',
  ADDRESS_CITY_TOO_LONG: 'The city can be at most 30 characters',
  ADDRESS_STATE_REQUIRED: 'Please choose a state',
  ADDRESS_STATE_INVALID: 'Please choose a valid US state',
  ADDRESS_ZIP_REQUIRED: 'Please enter the zip code',
  ADDRESS_ZIP_TOO_LONG: 'The zip code can be at most 30 characters',
  ADDRESS_ZIP_INVALID: 'Please enter a valid US zip code (12345 or 12345-6789)',
  ADDRESS_PHONE_TOO_LONG: 'The phone number can be at most 30 characters',
  ADDRESS_NOT_FOUND: 'The address does not exist',
  /** The server fills in {limit}. */
  ADDRESS_LIMIT_REACHED: 'You can save up to {limit} addresses',
  ADDRESS_DEFAULT_UNDELETABLE: 'The default address cannot be deleted. Make another address the default first.',
  // transfer service (spec 2 "Transfer service"; Holo's wording: the spec shows none)
  TRANSFER_SERVICE_UNAVAILABLE: 'The transfer service is not available for this item',
  TRANSFER_ADDRESS_WRONG_REGION: "Choose a transfer address in the agency's region",
  // card form (spec 2 section 5; client side only, the spec's spelling kept)
  CARD_FIRST_NAME_REQUIRED: 'Please enter Frst Name',
  CARD_LAST_NAME_REQUIRED: 'Please enter Last Name',
  CARD_NUMBER_INCOMPLETE: 'Your card number is incomplete.',
  CARD_EXPIRY_REQUIRED: 'Please enter Expiration Date',
  CARD_EXPIRY_INVALID: 'Your data is invalid.',
  CARD_EXPIRY_YEAR_INVALID: "Your card's expiration year is invalid.",
  CARD_EXPIRY_PAST: "Your card's expiration date is in the past.",
  CARD_CVC_REQUIRED: 'Please enter CVC',
  CARD_CITY_REQUIRED: 'Please enter your City',
  CARD_STATE_REQUIRED: 'Please enter your State',
  CARD_EMAIL_REQUIRED: 'Please enter your Email',
  // HTTP level (spec 1 section 8)
  BAD_REQUEST: 'Request error',
  // Not in the spec: a NUL byte in any text of a request (PostgreSQL cannot store it).
  INVALID_TEXT: 'The text contains a character that cannot be used',
  UNAUTHORIZED: 'Unauthorized, please log in again',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'Request failed',
  TIMEOUT: 'Request timeout',
  RATE_LIMITED: 'Too many requests, please try again later',
  // Not in the spec's table: Fastify's own 413 and 415, which would otherwise read as SERVER_ERROR.
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported request body type',
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
