/**
 * Shipping an order and following its parcel (spec 3 "Carrier", "Logistics trace"; spec 3 section 9
 * carriers). The seller ships with a carrier and a tracking number; the carrier's events come back
 * as the trace the buyer's and the seller's tracking dialogs show.
 */
import { z } from 'zod/mini';
import { recordIdParam } from '../ids/record-id';

/** Spec 3 "Carrier" ShipperCode. SF Express ships only from Greater China (shipping-rules.ts). */
export const carrierCodes = ['UPS', 'DHL', 'FEDEX', 'SF'] as const;
export type CarrierCode = (typeof carrierCodes)[number];

export const carrierSchema = z.object({ ShipperCode: z.enum(carrierCodes), ShipperName: z.string() });
export type Carrier = z.infer<typeof carrierSchema>;

/** GET /api/carriers (spec 3 "Express shipper", shipperType=1); `area` is the ship-from region. */
export const carriersQuery = z.object({ area: z.optional(z.string().check(z.maxLength(8))) });
export const carriersReply = z.object({ data: z.array(carrierSchema) });

/** Tracking numbers as carriers print them: letters and digits, 8 to 40 (spaces and dashes taken out). */
export const trackingNumberSchema = z.pipe(
  z.string().check(z.maxLength(60)),
  z.transform((raw: string) => raw.replace(/[\s-]/g, '').toUpperCase()),
).check(z.regex(/^[A-Z0-9]{8,40}$/, { message: 'TRACKING_NUMBER_INVALID' }));

/** POST /api/seller/orders/:id/ship and /api/seller/store-orders/:id/ship. */
export const shipOrderBody = z.object({
  ShipperCode: z.enum(carrierCodes, { error: 'CARRIER_INVALID' }),
  LogisticCode: trackingNumberSchema,
});
export type ShipOrderBody = z.input<typeof shipOrderBody>;

/** Spec 3 "Logistics trace" State: 0 nothing yet, 1 accepted, 2 in transit, 3 delivered. */
export const TraceState = { None: 0, Accepted: 1, InTransit: 2, Delivered: 3 } as const;

export const traceSchema = z.object({ AcceptTime: z.string(), AcceptStation: z.string() });

/**
 * GET /api/orders/:id/tracking, /api/store-orders/:id/tracking (the buyer and the seller).
 * `Traces` newest first; `NoLogistics` true when the carrier knows nothing of the number
 * (the dialog's "no logistics").
 */
export const trackingReply = z.object({
  ShipperCode: z.enum(carrierCodes),
  ShipperName: z.string(),
  LogisticCode: z.string(),
  SendTime: z.string(),
  State: z.int(),
  DeliveredAt: z.nullable(z.string()),
  Traces: z.array(traceSchema),
  NoLogistics: z.boolean(),
});
export type TrackingReply = z.infer<typeof trackingReply>;

export const orderIdParams = z.object({ id: recordIdParam });
