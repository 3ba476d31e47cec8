/**
 * Store cart API contracts (spec 2 "Cart line", "Cart", section 7 "Store mall and cart"). Money in
 * USD cents. Only store items (OrderType 1) go in the cart, one line per member and condition.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';

/** Spec 2 section 9: the cart is read 99 lines at a time; the header badge caps at 99 too. */
export const CART_PAGE_SIZE = 99;

/** Why a line cannot be checked out: sold out (or ended), coming soon, or a quantity over what is left. */
export const cartDisabledReason = z.enum(['sold_out', 'ended', 'coming_soon', 'quantity']);
export type CartDisabledReason = z.infer<typeof cartDisabledReason>;

export const cartLine = z.object({
  Id: z.int(),
  CommodityId: z.int(),
  ConditionId: z.int(),
  Title: z.string(),
  ConditionName: z.string(),
  Num: z.int(),
  /** The condition's price now. */
  NewPrice: z.int(),
  UnderlinedPrice: z.nullable(z.int()),
  ShowPrice: z.boolean(),
  /** The item's status: 1 on sale, 2 coming soon, 0 sold out (also when this condition has no stock), -1 ended, -2 sold. */
  Status: z.int(),
  QuantitySold: z.int(),
  IsLimit: z.boolean(),
  LimitNum: z.int(),
  Stock: z.int(),
  /** The buyer's units of this condition in store orders that are not closed. */
  Bought: z.int(),
  /** The most this buyer may have now (stock, or limit minus bought when lower). */
  MaxNum: z.int(),
  Disabled: z.boolean(),
  DisabledReason: z.nullable(cartDisabledReason),
  Currency: z.string(),
  Imgs: z.array(z.string()),
  AreaCode: z.string(),
  StoreId: z.int(),
  StoreName: z.string(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartReply = z.object({ data: z.array(cartLine), count: z.int() });
export type CartReply = z.infer<typeof cartReply>;

export const cartCountReply = z.object({ Count: z.int() });
export type CartCountReply = z.infer<typeof cartCountReply>;

const positiveId = recordId;
const quantity = z.int({ error: 'QUANTITY_TOO_LOW' }).check(z.minimum(1, { error: 'QUANTITY_TOO_LOW' }), z.maximum(9_999, { error: 'INSUFFICIENT_INVENTORY' }));

export const setCartBody = z.object({
  CommodityId: positiveId,
  ConditionId: positiveId,
  Num: quantity,
  /** 'cover' sets the line's quantity, 'append' adds to it (spec: coverOrAppend). */
  CoverOrAppend: z._default(z.enum(['cover', 'append']), 'append'),
});
export type SetCartBody = z.infer<typeof setCartBody>;

export const setCartReply = z.object({ Id: z.int(), Num: z.int(), CartCount: z.int() });

export const cartLineParams = z.object({ id: recordIdParam });
export const updateCartLineBody = z.object({ Num: quantity });
export const updateCartLineReply = z.object({ Id: z.int(), Num: z.int(), MaxNum: z.int() });

export const removeCartLinesBody = z.object({ Ids: z.array(positiveId).check(z.minLength(1), z.maxLength(CART_PAGE_SIZE)) });
export const removeCartLinesReply = z.object({ Removed: z.int(), CartCount: z.int() });

/** What the cart or Buy now leaves in sessionStorage under `check` for the store checkout (spec 2). */
export const CHECK_STORAGE_KEY = 'check';
export const storeCheckSelection = z.object({ kind: z.literal('store'), CartLineIds: z.array(positiveId).check(z.minLength(1)) });
export type StoreCheckSelection = z.infer<typeof storeCheckSelection>;
