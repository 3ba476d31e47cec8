/**
 * Promotions as members read them (spec 3 "Activity", "Activity order", section 7 "Promotions and
 * onboarding"): the switch, the list (60 a page), one activity, the pop-up and the member's gifts.
 * PascalCase fields as the spec's answers.
 */
import { z } from 'zod/mini';

export const ACTIVITY_PAGE_SIZE = 60;

const areaCode = z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'AREA_CODE_INVALID' }));
const pageIndex = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1);
const pageSize = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_PAGE_SIZE)), ACTIVITY_PAGE_SIZE);

export const activitySwitchQuery = z.object({ areaCode: z.optional(areaCode) });
export const activitySwitchReply = z.object({ On: z.boolean() });

export const activityListQuery = z.object({ PageIndex: pageIndex, PageSize: pageSize, AreaCode: z.optional(areaCode) });
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
export const activityAreaQuery = z.object({ AreaCode: z.optional(areaCode) });

export const activityStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const activity = z.object({
  Id: z.int(),
  Name: z.string(),
  Summary: z.string(),
  /** The first picture is the cover. */
  Imgs: z.array(z.string()),
  Status: activityStatusCode,
  /** 0 sign-up, 1 keep a shipping address, 2 any other promotion. */
  ActivityType: z.int(),
  StartTime: z.string(),
  EndTime: z.string(),
});
export type Activity = z.infer<typeof activity>;

export const activityListReply = z.object({ Data: z.array(activity), Count: z.int() });
export type ActivityListReply = z.infer<typeof activityListReply>;
export const activityPopupReply = z.object({ Data: z.nullable(activity) });
export type ActivityPopupReply = z.infer<typeof activityPopupReply>;

export const giftListQuery = z.object({ PageIndex: pageIndex, PageSize: pageSize });

export const activityOrder = z.object({
  Id: z.int(),
  ActivityId: z.int(),
  ActivityName: z.string(),
  ActivityCommodityDetail: z.object({
    Name: z.string(),
    Imgs: z.array(z.string()),
    /** 0 physical prize, 1 raffle tickets. */
    CommodityType: z.union([z.literal(0), z.literal(1)]),
  }),
  /** 1 released, 2 unreleased. */
  OrderStatus: z.union([z.literal(1), z.literal(2)]),
  LogisticsCompanyName: z.nullable(z.string()),
  LogisticsCode: z.nullable(z.string()),
  /** The raffle codes, only once released. */
  LotteryList: z.array(z.object({ RedemptionCode: z.string() })),
  CreateDate: z.string(),
});
export type ActivityOrder = z.infer<typeof activityOrder>;
export const giftListReply = z.object({ Data: z.array(activityOrder), Count: z.int() });
export type GiftListReply = z.infer<typeof giftListReply>;
