/**
 * The member's gift orders (spec 3 "Activity order"), newest first. Raffle codes and tracking are
 * shown only once the content desk has released the gift.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/domain/language/locales';
import type { GiftListReply } from '../../../src/domain/promotions/activity.schema';
import { textIn } from '../../../src/domain/promotions/activity-status';
import { activities, activityGifts } from '../../db/schema';
import type { ServiceContext } from '../context';

const RELEASED = 1;

export async function listMyGifts(ctx: ServiceContext, memberId: number, language: Locale, page: { PageIndex: number; PageSize: number }): Promise<GiftListReply> {
  const rows = await ctx.db
    .select({ gift: activityGifts, activityName: activities.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(activityGifts)
    .innerJoin(activities, eq(activities.id, activityGifts.activityId))
    .where(eq(activityGifts.memberId, memberId))
    .orderBy(desc(activityGifts.createdAt), desc(activityGifts.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  return {
    Data: rows.map(({ gift, activityName }) => {
      const released = gift.status === RELEASED;
      return {
        Id: gift.id,
        ActivityId: gift.activityId,
        ActivityName: textIn(activityName, language),
        ActivityCommodityDetail: { Name: textIn(gift.giftName, language), Imgs: gift.giftImage ? [gift.giftImage] : [], CommodityType: gift.giftType === 1 ? 1 : 0 },
        OrderStatus: released ? 1 : 2,
        LogisticsCompanyName: released ? gift.carrierName : null,
        LogisticsCode: released ? gift.trackingNumber : null,
        LotteryList: released ? gift.redemptionCodes.map((code) => ({ RedemptionCode: code })) : [],
        CreateDate: gift.createdAt.toISOString(),
      };
    }),
    Count: rows[0]?.total ?? 0,
  };
}
