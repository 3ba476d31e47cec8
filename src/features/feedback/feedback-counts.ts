import type { FeedbackCounts } from '../../domain/feedback/feedback.schema';
import type { FeedbackSide } from './feedback-url';

/** The counts of one side: what a member received as a seller (Sell…) or as a buyer (Buy…). */
export function countsOf(member: FeedbackCounts, side: FeedbackSide): { positive: number; negative: number } {
  return side === 'seller'
    ? { positive: member.SellFavorableCount, negative: member.SellNegativeCount }
    : { positive: member.BuyFavorableCount, negative: member.BuyNegativeCount };
}
