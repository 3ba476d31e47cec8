/**
 * The content desk awards gifts (one per member and activity, the unique key decides a race) and
 * releases them once: the release is a conditional update from unreleased (2) to released (1), so
 * of two releases at once exactly one changes the row and the other answers 409.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  STAFF_GIFTS_MAX,
  type StaffGiftBody,
  type StaffGiftReply,
  type StaffGiftRow,
  type staffGiftReleaseBody,
} from '../../../src/domain/promotions/staff-activity.schema';
import { activities, activityGifts, members, staffActions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { ownedImageUrls } from '../uploads/owned-images';

const UNRELEASED = 2;
const RELEASED = 1;
/** No 0/O or 1/I, so a code read aloud or copied by hand survives. */
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function redemptionCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
  return `HOLO-${part()}-${part()}`;
}

type GiftRow = typeof activityGifts.$inferSelect;
const giftReplyOf = (row: GiftRow): StaffGiftReply => ({
  Id: row.id,
  ActivityId: row.activityId,
  MemberId: row.memberId,
  GiftType: row.giftType,
  OrderStatus: row.status === RELEASED ? 1 : 2,
  LogisticsCompanyName: row.carrierName,
  LogisticsCode: row.trackingNumber,
  RedemptionCodes: row.redemptionCodes,
});

/**
 * A promotion's gifts for the content desk: those still to release first (a prize is released once
 * it has shipped, days after it was awarded), then the newest.
 */
export async function listActivityGifts(ctx: ServiceContext, activityId: number): Promise<{ Data: StaffGiftRow[]; Total: number }> {
  const [activity] = await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  if (!activity) throw notFound('ACTIVITY_NOT_FOUND');
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ gift: activityGifts, email: members.email })
      .from(activityGifts)
      .innerJoin(members, eq(members.id, activityGifts.memberId))
      .where(eq(activityGifts.activityId, activityId))
      .orderBy(desc(activityGifts.status), desc(activityGifts.createdAt), asc(activityGifts.id))
      .limit(STAFF_GIFTS_MAX),
    ctx.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(activityGifts).where(eq(activityGifts.activityId, activityId)),
  ]);
  return {
    Data: rows.map(({ gift, email }) => ({
      ...giftReplyOf(gift),
      MemberEmail: email,
      Name: gift.giftName,
      CreatedAt: gift.createdAt.toISOString(),
      ReleasedAt: gift.releasedAt?.toISOString() ?? null,
    })),
    Total: count?.total ?? 0,
  };
}

async function memberOf(ctx: ServiceContext, body: StaffGiftBody): Promise<number> {
  const where = body.MemberId !== undefined ? eq(members.id, body.MemberId) : sql`lower(${members.email}) = ${body.Email}`;
  const [row] = await ctx.db.select({ id: members.id }).from(members).where(where);
  if (!row) throw notFound('GIFT_MEMBER_NOT_FOUND');
  return row.id;
}

export async function awardGift(ctx: ServiceContext, staffId: number, activityId: number, body: StaffGiftBody): Promise<StaffGiftReply> {
  const [activity] = await ctx.db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  if (!activity) throw notFound('ACTIVITY_NOT_FOUND');
  const memberId = await memberOf(ctx, body);
  const now = ctx.clock.now();
  const codes = body.GiftType === 1 ? Array.from({ length: body.Tickets ?? 1 }, redemptionCode) : [];
  return ctx.db.transaction(async (tx) => {
    const picture = typeof body.Img === 'object' ? (await ownedImageUrls(tx, staffId, [body.Img.ImageId], { purpose: 'promotion', field: 'Img', max: 1 }))[0]! : (body.Img ?? null);
    const [row] = await tx
      .insert(activityGifts)
      .values({ activityId, memberId, giftName: body.Name, giftImage: picture, giftType: body.GiftType, status: UNRELEASED, redemptionCodes: codes, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('GIFT_ALREADY_AWARDED');
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'gift.award', subject: `activity-gift:${row.id}`, detail: { activityId, memberId, giftType: body.GiftType, tickets: codes.length }, createdAt: now });
    return giftReplyOf(row);
  });
}

export async function releaseGift(ctx: ServiceContext, staffId: number, giftId: number, body: z.output<typeof staffGiftReleaseBody>): Promise<StaffGiftReply> {
  const [gift] = await ctx.db.select().from(activityGifts).where(eq(activityGifts.id, giftId));
  if (!gift) throw notFound('GIFT_NOT_FOUND');
  if (gift.status !== UNRELEASED) throw conflict('GIFT_ALREADY_RELEASED');
  const physical = gift.giftType === 0;
  if (physical && (!body.LogisticsCompanyName || !body.LogisticsCode)) throw badRequest('GIFT_TRACKING_REQUIRED', body.LogisticsCompanyName ? 'LogisticsCode' : 'LogisticsCompanyName');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(activityGifts)
      .set({ status: RELEASED, releasedAt: now, carrierName: physical ? body.LogisticsCompanyName : null, trackingNumber: physical ? body.LogisticsCode : null })
      .where(and(eq(activityGifts.id, giftId), eq(activityGifts.status, UNRELEASED)))
      .returning();
    if (!row) throw conflict('GIFT_ALREADY_RELEASED');
    await tx.insert(staffActions).values({
      staffMemberId: staffId, desk: 'content', action: 'gift.release', subject: `activity-gift:${giftId}`,
      detail: physical ? { carrier: body.LogisticsCompanyName, tracking: body.LogisticsCode } : { codes: row.redemptionCodes.length }, createdAt: now,
    });
    return giftReplyOf(row);
  });
}
