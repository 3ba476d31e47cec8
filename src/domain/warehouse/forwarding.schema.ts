/**
 * Weighing, paying and forwarding a warehouse order (issue 31 part 4): the warehouse desk's
 * forwarding calls (/api/staff/warehouse/forwarding/...), the member's pay page
 * (/api/pay/warehouse/:id) and completing (/api/warehouse/orders/:id/complete). Money in USD cents.
 */
import { z } from 'zod/mini';
import { carrierCodes, trackingNumberSchema } from '../shipping/shipping.schema';

/** The heaviest parcel the desk may enter (30 kg); heavier goes out as two orders. */
export const MAX_PARCEL_GRAMS = 30_000;

/** GET /api/staff/warehouse/forwarding?status=4|2: the desk's two queues. */
export const forwardingQueueQuery = z.object({
  status: z.pipe(
    z.coerce.number(),
    z.int().check(z.refine((s) => s === 4 || s === 2, { message: 'WAREHOUSE_QUEUE_INVALID' })),
  ),
});

export const weighBody = z.object({
  WeightGrams: z.int({ error: 'WEIGHT_INVALID' }).check(z.minimum(1, 'WEIGHT_INVALID'), z.maximum(MAX_PARCEL_GRAMS, 'WEIGHT_INVALID')),
});
export type WeighBody = z.infer<typeof weighBody>;

export const forwardShipBody = z.object({
  CarrierCode: z.enum(carrierCodes, { error: 'CARRIER_INVALID' }),
  TrackingNumber: trackingNumberSchema,
});
export type ForwardShipBody = z.infer<typeof forwardShipBody>;

export const forwardingItem = z.object({ Id: z.int(), Title: z.string(), TitImg: z.string(), Quantity: z.int(), Price: z.int() });

/** A warehouse order as the desk and its member's pay page see it. */
export const forwardingOrderReply = z.object({
  Id: z.int(),
  Code: z.string(),
  MemberId: z.int(),
  AgencyId: z.int(),
  AreaId: z.string(),
  Status: z.int(),
  Items: z.array(forwardingItem),
  /** The customs declaration. */
  CustomDetail: z.string(),
  CustomCount: z.int(),
  CustomUnitPrice: z.int(),
  CarrierCode: z.string(),
  DeclarantName: z.nullable(z.string()),
  Address: z.object({
    Consignee: z.string(),
    Nation: z.string(),
    Province: z.string(),
    City: z.string(),
    ZipCode: z.string(),
    Mobile: z.string(),
    Detail: z.string(),
  }),
  WeightGrams: z.nullable(z.int()),
  Postage: z.nullable(z.int()),
  Tax: z.nullable(z.int()),
  Total: z.nullable(z.int()),
  PayType: z.nullable(z.int()),
  WeighedAt: z.nullable(z.string()),
  PaidAt: z.nullable(z.string()),
  ShippedAt: z.nullable(z.string()),
  CompletedAt: z.nullable(z.string()),
  /** The second carrier, once shipped. */
  Express: z.nullable(z.string()),
  ExpressCode: z.nullable(z.string()),
  CreateTime: z.string(),
});
export type ForwardingOrderReply = z.infer<typeof forwardingOrderReply>;
export const forwardingQueueReply = z.object({ data: z.array(forwardingOrderReply) });

export const completeReply = z.object({ Status: z.int(), CompletedAt: z.string() });
