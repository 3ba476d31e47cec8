/**
 * The warehouse desk's calls (/api/staff/warehouse/...) and the buyer's condition check
 * (/api/orders/:id/condition-check): what crosses the wire. Money in USD cents.
 */
import { z } from 'zod/mini';

export const MAX_CONDITION_PHOTOS = 6;
export const MAX_CONDITION_NOTE = 500;

const recordId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));
export const warehouseIdParams = z.object({ id: recordId });

/** POST /api/staff/warehouse/items/:id/check: the photos (image ids uploaded with purpose 'condition') and what staff saw. */
export const conditionCheckBody = z.object({
  ImageIds: z.array(z.int().check(z.minimum(1), z.maximum(2_147_483_647))).check(
    z.minLength(1, 'CONDITION_PHOTOS_REQUIRED'),
    z.maxLength(MAX_CONDITION_PHOTOS, 'CONDITION_PHOTOS_REQUIRED'),
  ),
  Description: z.string().check(z.trim(), z.maxLength(MAX_CONDITION_NOTE, 'CONDITION_NOTE_TOO_LONG')),
});
export type ConditionCheckBody = z.infer<typeof conditionCheckBody>;

/** An order on its way to an agency's warehouse (the desk's incoming list). */
export const incomingOrder = z.object({
  OrderId: z.int(),
  Code: z.string(),
  Title: z.string(),
  TitImg: z.string(),
  BuyerUserID: z.int(),
  AgencyId: z.int(),
  AreaId: z.string(),
  Express: z.nullable(z.string()),
  ExpressCode: z.nullable(z.string()),
  SendTime: z.nullable(z.string()),
});
export const incomingOrdersReply = z.object({ data: z.array(incomingOrder) });

/** A warehouse item as the desk and the buyer see it. */
export const warehouseItemReply = z.object({
  Id: z.int(),
  OrderId: z.int(),
  MemberId: z.int(),
  AgencyId: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  Quantity: z.int(),
  Price: z.int(),
  AcceptTime: z.string(),
  CheckedAt: z.nullable(z.string()),
  ConfirmedAt: z.nullable(z.string()),
  ConfirmedBy: z.nullable(z.string()),
});
export type WarehouseItemReply = z.infer<typeof warehouseItemReply>;
export const uncheckedItemsReply = z.object({ data: z.array(warehouseItemReply) });

/** One checked item in the buyer's check dialog. */
export const checkedItem = z.object({
  Id: z.int(),
  Title: z.string(),
  Quantity: z.int(),
  Photos: z.array(z.string()),
  Description: z.string(),
  CheckedAt: z.string(),
  ConfirmedAt: z.nullable(z.string()),
});

/** GET /api/orders/:id/condition-check: the checked items (none yet: still being processed). */
export const conditionCheckReply = z.object({
  OrderId: z.int(),
  /** The agency's region (US, MO…) and city: where the card is. */
  AreaId: z.string(),
  City: z.string(),
  /** The shipping fee the buyer paid to get it to the warehouse (the order's postage). */
  PostageMoney: z.int(),
  /** Spec CheckTimeLong: seconds left of the 48 hours; null when nothing waits. */
  CheckTimeLong: z.nullable(z.int()),
  data: z.array(checkedItem),
});
export type ConditionCheckReply = z.infer<typeof conditionCheckReply>;

/** POST /api/orders/:id/condition-check/confirm */
export const conditionConfirmReply = z.object({ OrderStatus: z.int(), FinishTime: z.string(), AreaId: z.string(), City: z.string() });
