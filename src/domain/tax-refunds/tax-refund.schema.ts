/**
 * Tax refund requests and answers (spec 3 "Tax refund application", section 7 "Tax refund"), the
 * Fastify route schemas and the PWA's types. PascalCase as the spec; money in USD cents.
 */
import { z } from 'zod/mini';
import { recordId, recordIdParam } from '../ids/record-id';
import { TAX_COMPANY_MAX, TAX_LIST_PAGE_SIZE, TAX_MAX_ORDERS, TAX_NAME_MAX, TAX_NOTE_MAX, TAX_PICKER_PAGE_SIZE, TAX_REASON_MAX } from './tax-refund-rules';

const pageIndex = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
const pageSize = (max: number) => z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), max);
const businessType = z.pipe(z.coerce.number(), z.union([z.literal(2), z.literal(3)], { error: 'TAX_REFUND_TYPE_INVALID' }));

export const taxRefundListQuery = z.object({ PageIndex: pageIndex, PageSize: pageSize(TAX_LIST_PAGE_SIZE) });
export const taxOrderPickerQuery = z.object({ BusinessType: businessType, PageIndex: pageIndex, PageSize: pageSize(TAX_PICKER_PAGE_SIZE) });
export const taxRefundParams = z.object({ id: recordIdParam });

/** The proof: Type 1 a picture (uploads, purpose 'tax'), Type 2 a PDF (document upload). */
export const taxProofInput = z.object({ Type: z.union([z.literal(1), z.literal(2)], { error: 'TAX_REFUND_PROOF_REQUIRED' }), Id: recordId });

export const newTaxRefundBody = z.object({
  BusinessType: z.union([z.literal(2), z.literal(3)], { error: 'TAX_REFUND_TYPE_INVALID' }),
  RealName: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'TAX_REFUND_NAME_REQUIRED' }),
    z.maxLength(TAX_NAME_MAX, { error: 'TAX_REFUND_NAME_TOO_LONG' }),
  ),
  CompanyName: z._default(z.string().check(z.trim(), z.maxLength(TAX_COMPANY_MAX, { error: 'TAX_REFUND_COMPANY_TOO_LONG' })), ''),
  Note: z._default(z.string().check(z.trim(), z.maxLength(TAX_NOTE_MAX, { error: 'TAX_REFUND_NOTE_TOO_LONG' })), ''),
  OrderIds: z.array(recordId).check(z.minLength(1, { error: 'TAX_REFUND_ORDERS_REQUIRED' }), z.maxLength(TAX_MAX_ORDERS, { error: 'TAX_REFUND_ORDERS_REQUIRED' })),
  Proof: taxProofInput,
});
export type NewTaxRefundBody = z.output<typeof newTaxRefundBody>;

export const taxApproveBody = z.object({ Amount: z.int().check(z.positive({ error: 'TAX_REFUND_AMOUNT_INVALID' }), z.maximum(100_000_000, { error: 'TAX_REFUND_AMOUNT_INVALID' })) });
export const taxRejectBody = z.object({
  Reason: z.string().check(z.trim(), z.minLength(1, { error: 'TAX_REFUND_REASON_REQUIRED' }), z.maxLength(TAX_REASON_MAX, { error: 'TAX_REFUND_REASON_TOO_LONG' })),
});

/** An order in a claim or in the picker (spec OrderList). */
export const taxOrder = z.object({
  Id: z.int(),
  /** 'order' (BusinessType 3) or 'warehouse_order' (2). */
  Kind: z.enum(['order', 'warehouse_order']),
  Code: z.string(),
  TaxPriceUsd: z.int(),
  RealTotalPrice: z.int(),
  CreateDate: z.string(),
  Details: z.array(z.object({ Title: z.string() })),
});
export type TaxOrder = z.infer<typeof taxOrder>;

export const taxProof = z.object({ Type: z.union([z.literal(1), z.literal(2)]), Url: z.string() });

export const taxRefundApplication = z.object({
  Id: z.int(),
  CreateDate: z.string(),
  RefundTaxState: z.int(),
  BusinessType: z.int(),
  RealName: z.string(),
  CompanyName: z.string(),
  Note: z.string(),
  ForecastDrawBackAmount: z.int(),
  RealDrawBackAmount: z.nullable(z.int()),
  Remarks: z.nullable(z.string()),
  DueDate: z.string(),
  OrderList: z.array(taxOrder),
  Proves: z.array(taxProof),
});
export type TaxRefundApplication = z.infer<typeof taxRefundApplication>;

export const taxRefundListReply = z.object({
  Data: z.array(taxRefundApplication),
  Count: z.int(),
  /** When the member may apply again (ISO), null when now. */
  NextApplicationAt: z.nullable(z.string()),
});
export type TaxRefundListReply = z.infer<typeof taxRefundListReply>;
export const taxOrderPickerReply = z.object({ Data: z.array(taxOrder), Count: z.int() });
export type TaxOrderPickerReply = z.infer<typeof taxOrderPickerReply>;

/** The tax desk's list: the application with its member. */
export const staffTaxRefund = z.extend(taxRefundApplication, { MemberId: z.int(), MemberName: z.string(), MemberEmail: z.nullable(z.string()) });
export const staffTaxRefundListReply = z.object({ Data: z.array(staffTaxRefund) });
export const staffTaxRefundQuery = z.object({ state: z._default(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2), z.literal(3)])), 1) });

/** The proof document upload (PDF) answer. */
export const uploadedDocumentReply = z.object({ id: z.int(), Url: z.string(), Bytes: z.int() });
export type UploadedDocument = z.infer<typeof uploadedDocumentReply>;
