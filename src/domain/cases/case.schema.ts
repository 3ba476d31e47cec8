/**
 * Buyer-protection cases as the API carries them (spec 3 "Dispute record", "Return case", section 4
 * "Dispute", "Return case status"; section 5 "Dispute message", "Return shipping form"; section 9:
 * text at most 150 characters, at most 3 pictures). Money in USD cents. The spec's SRType, SRStatus,
 * SRBtnType and PlanSRResultStatus are worked out from the case's state by case-state.ts.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';
import { carrierCodes, trackingNumberSchema } from '../shipping/shipping.schema';

export const CASE_TEXT_MAX = 150;
export const CASE_IMAGES_MAX = 3;

export const caseStates = [
  'open',
  'escalated',
  'refund_pending',
  'return_address',
  'return_shipping',
  'refunded',
  'closed',
  'revoked',
] as const;
export type CaseState = (typeof caseStates)[number];

export const caseReasons = ['not_received', 'not_as_described'] as const;

const caseText = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'CASE_TEXT_REQUIRED' }),
  z.maxLength(CASE_TEXT_MAX, { error: 'CASE_TEXT_TOO_LONG' }),
);
const caseImages = z._default(z.array(recordId).check(z.maxLength(CASE_IMAGES_MAX, { error: 'TOO_MANY_IMAGES' })), []);

/** POST /api/orders/:id/case (and /api/store-orders/:id/case): the buyer opens a case with its first message. */
export const openCaseBody = z.object({ Reason: z.enum(caseReasons, { error: 'CASE_REASON_INVALID' }), Title: caseText, Images: caseImages });
/** POST /api/cases/:id/messages (buyer, seller; staff through /api/staff/cases/:id/messages). */
export const caseMessageBody = z.object({ Title: caseText, Images: caseImages });

export const caseParams = z.object({ id: recordIdParam });

export const caseMessageRow = z.object({
  ID: z.int(),
  Title: z.string(),
  /** Picture URLs (full size); the dialog asks for width 350 with ?w=350. */
  Images: z.array(z.string()),
  CreateDate: z.string(),
  SRUserID: z.int(),
  /** 'buyer', 'seller', 'staff' or 'system'. */
  Role: z.string(),
  SRUserName: z.string(),
  SRUserImage: z.string(),
});

/** The return case (spec 3 "Return case (plan result)"), present once a refund or a return is decided. */
export const planResult = z.object({
  PlanSRResultStatus: z.int(),
  IsReturn: z.boolean(),
  RefundMoney: z.int(),
  RefundPostage: z.int(),
  ServiceAndTaxRefund: z.int(),
  /** Total back to the buyer, USD cents; and in the currency paid (minor units), converted at the payment's rate. */
  RebackMoney: z.int(),
  RebackCurrency: z.string(),
  RebackMinor: z.int(),
  SellMemberAddress: z.nullable(
    z.object({ Consignee: z.string(), Mobile: z.string(), Nation: z.string(), Provice: z.string(), City: z.string(), ZipCode: z.string(), Address: z.string() }),
  ),
  SendExpress: z.nullable(z.string()),
  SendExpressName: z.nullable(z.string()),
  SendExpressCode: z.nullable(z.string()),
});
export type PlanResult = z.infer<typeof planResult>;

/** GET /api/orders/:id/case (store orders alike), for the order's buyer, its seller, or cases staff. */
export const caseReply = z.object({
  ID: z.int(),
  OrderKind: z.enum(['order', 'store_order']),
  OrderId: z.int(),
  OrderCode: z.string(),
  State: z.enum(caseStates),
  Reason: z.enum(caseReasons),
  SRType: z.int(),
  SRStatus: z.int(),
  SRBtnType: z.int(),
  /** The viewer's side. */
  Viewer: z.enum(['buyer', 'seller', 'staff']),
  /** The buyer may ask Holo to step in from this time (null when not applicable). */
  EscalableAt: z.nullable(z.string()),
  DueAt: z.nullable(z.string()),
  objs: z.array(caseMessageRow),
  Plan: z.nullable(planResult),
});
export type CaseReply = z.infer<typeof caseReply>;

/** Seller (or staff) decisions. A refund of item and postage up to what was paid for them; Full: everything back. */
export const refundBody = z.object({
  Full: z.boolean(),
  /** For a partial refund: USD cents of the item and postage to give back (fee and tax follow in proportion). */
  AmountCents: z.optional(z.int().check(z.positive(), z.maximum(100_000_000))),
});
export const returnAddressBody = z.object({
  Consignee: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  Mobile: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  Nation: z.string().check(z.trim(), z.minLength(2), z.maxLength(30)),
  Provice: z.string().check(z.trim(), z.maxLength(30)),
  City: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  ZipCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  Address: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
/** The buyer's return parcel (spec 3 "Return shipping form": carrier and tracking, both required). */
export const returnShippingBody = z.object({
  SendExpress: z.enum(carrierCodes, { error: 'CARRIER_INVALID' }),
  SendExpressCode: trackingNumberSchema,
});
