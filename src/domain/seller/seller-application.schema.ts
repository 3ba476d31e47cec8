/**
 * Becoming a seller (spec 3 "Become a seller", "Merchant status page", section 4 "Seller
 * application status"): the member's application, the payout provider's signed result the PWA
 * passes back, and the sellers desk's list and refusal.
 */
import { z } from 'zod/mini';
import { recordIdParam } from '../ids/record-id';

/** 0 sent to the payout provider, 1 waiting for the audit, 2 active, 3 refused. */
export const SellerApplicationStatus = { Onboarding: 0, Waiting: 1, Active: 2, Refused: 3 } as const;

export const sellerApplicationReply = z.object({
  /** null: the member never applied. */
  Status: z.nullable(z.number()),
  RefusedBy: z.nullable(z.enum(['provider', 'staff'])),
  /** The desk's reason when it refused. */
  Reason: z.nullable(z.string()),
  IsSeller: z.boolean(),
});
export type SellerApplicationReply = z.infer<typeof sellerApplicationReply>;

export const startOnboardingReply = z.object({ Url: z.string() });
export const startSellingReply = z.object({ SellerSiteUrl: z.string() });

const token = (max: number) => z.string({ error: 'PAYOUT_RESULT_INVALID' }).check(z.minLength(1, { error: 'PAYOUT_RESULT_INVALID' }), z.maxLength(max, { error: 'PAYOUT_RESULT_INVALID' }));

/** The payout provider's result as the browser brought it back (the query of the return URL). */
export const payoutResultBody = z.object({
  AccountId: token(64),
  Reference: token(64),
  Outcome: z.enum(['verified', 'rejected'], { error: 'PAYOUT_RESULT_INVALID' }),
  Signature: token(128),
});
export type PayoutResultBody = z.infer<typeof payoutResultBody>;

export const sellerApplicationParams = z.object({ memberId: recordIdParam });

export const staffRefuseBody = z.object({
  Reason: z.string({ error: 'SELLER_REFUSAL_REASON_INVALID' }).check(z.trim(), z.minLength(1, { error: 'SELLER_REFUSAL_REASON_INVALID' }), z.maxLength(300, { error: 'SELLER_REFUSAL_REASON_INVALID' })),
});

export const staffApplicationsQuery = z.object({ status: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(3))) });

export const staffApplicationRow = z.object({
  MemberId: z.number(),
  Nickname: z.string(),
  Email: z.nullable(z.string()),
  Country: z.string(),
  VerifyStatus: z.number(),
  PayoutAccountId: z.nullable(z.string()),
  Status: z.number(),
  Attempts: z.number(),
  AppliedAt: z.string(),
});
export const staffApplicationsReply = z.object({ data: z.array(staffApplicationRow) });
export type StaffApplicationRow = z.infer<typeof staffApplicationRow>;
