/**
 * Feedback (spec 3 "Feedback / Appraisal", "Feedback list"; spec 2 section 5: text at most 100
 * characters). AppraisalType: whom it is about (1 the buyer, 2 the seller). AppraisalStatus:
 * 1 positive, 2 negative.
 */
import { z } from 'zod/mini';
import { recordIdParam } from '../ids/record-id';

export const AppraisalType = { AboutBuyer: 1, AboutSeller: 2 } as const;
export const AppraisalStatus = { Positive: 1, Negative: 2 } as const;
export const FEEDBACK_TEXT_MAX = 100;
export const FEEDBACK_PAGE_SIZE = 60;

/** POST /api/orders/:id/feedback and /api/store-orders/:id/feedback: the side is who is asking. */
export const leaveFeedbackBody = z.object({
  AppraisalStatus: z.union([z.literal(1), z.literal(2)], { error: 'FEEDBACK_STATUS_INVALID' }),
  AppraisalContent: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'FEEDBACK_TEXT_REQUIRED' }),
    z.maxLength(FEEDBACK_TEXT_MAX, { error: 'FEEDBACK_TEXT_TOO_LONG' }),
  ),
});
export type LeaveFeedbackBody = z.input<typeof leaveFeedbackBody>;

export const leaveFeedbackReply = z.object({ ID: z.int() });

/**
 * GET /api/feedback?member=&about=1|2&status=1|2&sort=new|old&page=: feedback a member received
 * as a buyer (about=1) or as a seller (about=2), positive or negative, 60 a page.
 */
export const feedbackListQuery = z.object({
  member: recordIdParam,
  about: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2)), 2),
  status: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2)), 1),
  sort: z._default(z.enum(['new', 'old']), 'new'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuery>;

export const feedbackRow = z.object({
  ID: z.int(),
  /** The member who left it. */
  RealName: z.string(),
  HeadPortrait: z.string(),
  AppraisalStatus: z.int(),
  AppraisalType: z.int(),
  AppraisalContent: z.string(),
  /** The item it was left for. */
  CommodityID: z.int(),
  Title: z.string(),
  TitImg: z.string(),
  CreateDate: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

/** A member's received feedback counts (spec 3 Sell/BuyFavorableCount, Sell/BuyNegativeCount). */
export const feedbackCounts = z.object({
  SellFavorableCount: z.int(),
  SellNegativeCount: z.int(),
  BuyFavorableCount: z.int(),
  BuyNegativeCount: z.int(),
});
export type FeedbackCounts = z.infer<typeof feedbackCounts>;

export const feedbackListReply = z.object({
  Member: z.extend(feedbackCounts, { ID: z.int(), RealName: z.string(), HeadPortrait: z.string(), IsSeller: z.boolean() }),
  data: z.array(feedbackRow),
  count: z.int(),
});
export type FeedbackListReply = z.infer<typeof feedbackListReply>;

/** GET /api/orders/:id/feedback (and store orders): both sides' feedback on one order, for the viewer. */
export const orderFeedbackReply = z.object({
  /** What the buyer said of the seller, and the seller of the buyer; null while not left. */
  AboutSeller: z.nullable(feedbackRow),
  AboutBuyer: z.nullable(feedbackRow),
});
export type OrderFeedbackReply = z.infer<typeof orderFeedbackReply>;
