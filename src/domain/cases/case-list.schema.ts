/** The seller's and the staff's lists of cases (GET /api/seller/cases, /api/staff/cases), active first, newest move first. */
import { z } from 'zod/mini';
import { caseReasons, caseStates } from './case.schema';

export const caseListRow = z.object({
  ID: z.int(),
  OrderKind: z.enum(['order', 'store_order']),
  OrderId: z.int(),
  State: z.enum(caseStates),
  Reason: z.enum(caseReasons),
  SRType: z.int(),
  SRStatus: z.int(),
  SRBtnType: z.int(),
  OpenedAt: z.string(),
  UpdatedAt: z.string(),
  DueAt: z.nullable(z.string()),
  BuyerName: z.string(),
  SellerName: z.string(),
});
export const caseListReply = z.object({ data: z.array(caseListRow) });
export type CaseListRow = z.infer<typeof caseListRow>;

/** POST /api/staff/cases/:id/decide: refund (full or partial like refundBody), return (the seller gives an address), or close in the seller's favour. */
export const staffDecisionBody = z.object({
  Decision: z.enum(['refund', 'return', 'close'], { error: 'CASE_DECISION_INVALID' }),
  Full: z.optional(z.boolean()),
  AmountCents: z.optional(z.int().check(z.positive(), z.maximum(100_000_000))),
  Note: z._default(z.string().check(z.trim(), z.maxLength(150, { error: 'CASE_TEXT_TOO_LONG' })), ''),
});
