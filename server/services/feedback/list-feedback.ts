/**
 * A member's feedback list (GET /api/feedback, spec 3 "Feedback list"): public, what the member
 * received as a buyer (about=1) or as a seller (about=2), positive or negative, newest or oldest
 * first, 60 a page, with the member's four counters. No such member, or a closed account: 404.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { feedback, members } from '../../db/schema';
import { notFound } from '../../http/errors';
import { FEEDBACK_PAGE_SIZE, type FeedbackListQuery, type FeedbackListReply } from '../../../src/domain/feedback/feedback.schema';
import { selectFeedbackRows, toFeedbackRow } from './feedback-rows';

const CLOSED = -1;

export async function listFeedback({ db }: Pick<ServiceContext, 'db'>, query: FeedbackListQuery): Promise<FeedbackListReply> {
  const [found] = await db
    .select({
      status: members.status,
      member: {
        ID: members.id,
        RealName: members.nickname,
        HeadPortrait: members.headPortrait,
        IsSeller: members.isSeller,
        SellFavorableCount: members.sellFavorableCount,
        SellNegativeCount: members.sellNegativeCount,
        BuyFavorableCount: members.buyFavorableCount,
        BuyNegativeCount: members.buyNegativeCount,
      },
    })
    .from(members)
    .where(eq(members.id, query.member));
  if (!found || found.status === CLOSED) throw notFound('MEMBER_NOT_FOUND');
  const { member } = found;

  const where = and(eq(feedback.toMemberId, member.ID), eq(feedback.appraisalType, query.about), eq(feedback.appraisalStatus, query.status));
  const order = query.sort === 'new' ? [desc(feedback.createdAt), desc(feedback.id)] : [asc(feedback.createdAt), asc(feedback.id)];
  const [rows, [total]] = await Promise.all([
    selectFeedbackRows(db)
      .where(where)
      .orderBy(...order)
      .limit(FEEDBACK_PAGE_SIZE)
      .offset((query.page - 1) * FEEDBACK_PAGE_SIZE),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { Member: member, data: rows.map(toFeedbackRow), count: total?.n ?? 0 };
}
