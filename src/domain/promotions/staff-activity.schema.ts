/**
 * The content desk's promotion calls (POST/PUT /api/staff/activities, gifts and their release).
 * Texts are written per language with English required; pictures are uploaded by the content desk
 * (purpose 'promotion') and attached by id, or kept by their path.
 */
import { z } from 'zod/mini';
import { PROMOTION_PICTURES_MAX } from '../uploads/promotion-picture';
import { activityStatusCode } from './activity.schema';

const NAME_MAX = 80;
const SUMMARY_MAX = 500;
const REGIONS_MAX = 20;
export const RAFFLE_CODES_MAX = 20;

const localized = (max: number, code: 'ACTIVITY_NAME_INVALID' | 'ACTIVITY_SUMMARY_INVALID') => {
  const text = z.string({ error: code }).check(z.trim(), z.minLength(1, { error: code }), z.maxLength(max, { error: code }));
  return z.object({ en: text, ja: z.optional(text), ko: z.optional(text), 'zh-Hant': z.optional(text) }, { error: code });
};

/** A picture's path in one of `folders` ("media|promo"), no way out of them. */
const pathUnder = (folders: string) =>
  z.string().check(
    z.maxLength(300, { error: 'ACTIVITY_IMAGE_INVALID' }),
    z.regex(new RegExp(`^/(${folders})/[A-Za-z0-9._/-]+$`), { error: 'ACTIVITY_IMAGE_INVALID' }),
    z.refine((p) => !p.includes('..'), { error: 'ACTIVITY_IMAGE_INVALID' }),
  );

/** /media/… (the upload service) or /promo/… (Holo's own). */
const imagePath = pathUnder('media|promo');

/** A picture the saver uploaded for a promotion, by its id. */
const uploadedPicture = z.object(
  { ImageId: z.int({ error: 'IMAGE_NOT_FOUND' }).check(z.minimum(1, { error: 'IMAGE_NOT_FOUND' }), z.maximum(2_147_483_647, { error: 'IMAGE_NOT_FOUND' })) },
  { error: 'ACTIVITY_IMAGE_INVALID' },
);

/**
 * One of a promotion's pictures, in the order shown (the first is the cover): a path to one of
 * Holo's own (a demo `/promo/…` picture, or an upload the activity already has, kept on an edit),
 * or `{ ImageId }`, a picture the saver uploaded for a promotion.
 */
export const activityPicture = z.union([imagePath, uploadedPicture], { error: 'ACTIVITY_IMAGE_INVALID' });
export type ActivityPicture = z.output<typeof activityPicture>;

/**
 * A gift's picture: a demo `/promo/…` picture or the saver's own promotion upload. Never any other
 * `/media/…` path: an upload's address is what keeps it private (case evidence, ID documents), and
 * a gift would show it to its winner.
 */
const giftPicture = z.union(
  [pathUnder('promo'), uploadedPicture],
  { error: 'ACTIVITY_IMAGE_INVALID' },
);

const isoTime = z.iso.datetime({ offset: true, error: 'ACTIVITY_TIME_INVALID' });

export const staffActivityBody = z
  .object({
    Name: localized(NAME_MAX, 'ACTIVITY_NAME_INVALID'),
    Summary: localized(SUMMARY_MAX, 'ACTIVITY_SUMMARY_INVALID'),
    Imgs: z._default(z.array(activityPicture).check(z.maxLength(PROMOTION_PICTURES_MAX, { error: 'ACTIVITY_IMAGE_INVALID' })), []),
    ActivityType: z.int({ error: 'ACTIVITY_TYPE_INVALID' }).check(z.minimum(0, { error: 'ACTIVITY_TYPE_INVALID' }), z.maximum(2, { error: 'ACTIVITY_TYPE_INVALID' })),
    /** Member sources it runs for; empty: everywhere. */
    Regions: z._default(z.array(z.string().check(z.regex(/^[A-Z]{2,3}$/, { error: 'AREA_CODE_INVALID' }))).check(z.maxLength(REGIONS_MAX)), []),
    StartTime: isoTime,
    EndTime: isoTime,
    Popup: z._default(z.boolean(), false),
  })
  .check(z.refine((body) => Date.parse(body.StartTime) < Date.parse(body.EndTime), { error: 'ACTIVITY_TIME_INVALID', path: ['EndTime'] }));
export type StaffActivityBody = z.output<typeof staffActivityBody>;

export const staffActivityRow = z.object({
  Id: z.int(),
  Name: z.record(z.string(), z.string()),
  Summary: z.record(z.string(), z.string()),
  Imgs: z.array(z.string()),
  ActivityType: z.int(),
  Regions: z.array(z.string()),
  StartTime: z.string(),
  EndTime: z.string(),
  Popup: z.boolean(),
  Status: activityStatusCode,
  GiftCount: z.int(),
  ReleasedCount: z.int(),
});
export type StaffActivityRow = z.infer<typeof staffActivityRow>;
export const staffActivityListReply = z.object({ Data: z.array(staffActivityRow) });

export const staffGiftBody = z
  .object({
    /** The member, by id or by e-mail (one of the two). */
    MemberId: z.optional(z.int().check(z.positive())),
    Email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email({ error: 'EMAIL_INVALID' }))),
    Name: localized(NAME_MAX, 'ACTIVITY_NAME_INVALID'),
    Img: z.optional(giftPicture),
    /** 0 physical prize, 1 raffle tickets. */
    GiftType: z.union([z.literal(0), z.literal(1)], { error: 'GIFT_TYPE_INVALID' }),
    /** Raffle tickets: how many redemption codes the server generates. */
    Tickets: z.optional(z.int().check(z.minimum(1, { error: 'GIFT_TICKETS_INVALID' }), z.maximum(RAFFLE_CODES_MAX, { error: 'GIFT_TICKETS_INVALID' }))),
  })
  .check(
    z.refine((body) => (body.MemberId === undefined) !== (body.Email === undefined), { error: 'GIFT_MEMBER_REQUIRED', path: ['MemberId'] }),
    z.refine((body) => body.GiftType === 0 || body.Tickets !== undefined, { error: 'GIFT_TICKETS_INVALID', path: ['Tickets'] }),
  );
export type StaffGiftBody = z.output<typeof staffGiftBody>;

export const staffGiftReleaseBody = z.object({
  LogisticsCompanyName: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: 'GIFT_TRACKING_REQUIRED' }))),
  LogisticsCode: z.optional(z.string().check(z.trim(), z.maxLength(60, { error: 'GIFT_TRACKING_REQUIRED' }))),
});

export const staffGiftReply = z.object({
  Id: z.int(),
  ActivityId: z.int(),
  MemberId: z.int(),
  GiftType: z.int(),
  OrderStatus: z.union([z.literal(1), z.literal(2)]),
  LogisticsCompanyName: z.nullable(z.string()),
  LogisticsCode: z.nullable(z.string()),
  RedemptionCodes: z.array(z.string()),
});
export type StaffGiftReply = z.infer<typeof staffGiftReply>;

/** A promotion's gift as the content desk lists it (GET /api/staff/activities/:id/gifts). */
export const staffGiftRow = z.extend(staffGiftReply, {
  MemberEmail: z.nullable(z.string()),
  Name: z.record(z.string(), z.string()),
  CreatedAt: z.string(),
  ReleasedAt: z.nullable(z.string()),
});
export type StaffGiftRow = z.infer<typeof staffGiftRow>;
/** The gifts to release first, then the newest; at most STAFF_GIFTS_MAX (Total says how many there are). */
export const STAFF_GIFTS_MAX = 200;
export const staffGiftListReply = z.object({ Data: z.array(staffGiftRow), Total: z.int() });
export const giftParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
