/**
 * Feedback as the lists and the order pages show it (src/domain/feedback/feedback.schema.ts
 * feedbackRow): who left it (their nickname and avatar) and the item it was left for.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { commodities, feedback, members } from '../../db/schema';
import type { FeedbackRow } from '../../../src/domain/feedback/feedback.schema';

const feedbackColumns = {
  ID: feedback.id,
  RealName: members.nickname,
  HeadPortrait: members.headPortrait,
  AppraisalStatus: feedback.appraisalStatus,
  AppraisalType: feedback.appraisalType,
  AppraisalContent: feedback.content,
  CommodityID: feedback.commodityId,
  Title: commodities.title,
  TitImg: commodities.titImg,
  createdAt: feedback.createdAt,
};

/** The select for feedback rows; the caller adds its where, order and page. */
export function selectFeedbackRows(db: Db | Tx) {
  return db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.fromMemberId))
    .innerJoin(commodities, eq(commodities.id, feedback.commodityId));
}

export function toFeedbackRow({ createdAt, ...row }: { createdAt: Date } & Omit<FeedbackRow, 'CreateDate'>): FeedbackRow {
  return { ...row, CreateDate: createdAt.toISOString() };
}
