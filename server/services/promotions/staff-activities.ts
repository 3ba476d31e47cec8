/**
 * The content desk writes promotions (POST/PUT /api/staff/activities); each write is in the staff
 * log with the picture paths it saved. Pictures are uploaded by the desk (purpose 'promotion').
 */
import { eq, sql } from 'drizzle-orm';
import type { StaffActivityBody, StaffActivityRow } from '../../../src/domain/promotions/staff-activity.schema';
import { activityStatusAt } from '../../../src/domain/promotions/activity-status';
import { PROMOTION_PICTURES_MAX } from '../../../src/domain/uploads/promotion-picture';
import type { Tx } from '../../db/client';
import { activities, activityGifts, staffActions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { UPLOADED_MEDIA_PREFIX } from '../uploads/image-url';
import { ownedImageUrls } from '../uploads/owned-images';
import type { ActivityRow } from './activity-reply';

const columnsOf = (body: StaffActivityBody, images: string[]) => ({
  name: body.Name,
  summary: body.Summary,
  images,
  activityType: body.ActivityType,
  regions: [...new Set(body.Regions)],
  startsAt: new Date(body.StartTime),
  endsAt: new Date(body.EndTime),
  popup: body.Popup,
});

/**
 * The paths the activity will show, in the body's order. An uploaded picture only by id, and only
 * the saver's own promotion upload (400 IMAGE_NOT_FOUND otherwise); a path to an uploaded picture
 * only when the activity already has it (an edit that keeps it), so nobody attaches an upload they
 * only know the address of (400 ACTIVITY_IMAGE_INVALID); the same picture twice is refused too.
 */
async function picturesOf(tx: Tx, staffId: number, body: StaffActivityBody, current: readonly string[]): Promise<string[]> {
  const ids = body.Imgs.flatMap((picture) => (typeof picture === 'string' ? [] : [picture.ImageId]));
  const uploaded = await ownedImageUrls(tx, staffId, ids, { purpose: 'promotion', field: 'Imgs', max: PROMOTION_PICTURES_MAX });
  let next = 0;
  const paths = body.Imgs.map((picture) => {
    if (typeof picture !== 'string') return uploaded[next++]!;
    if (picture.startsWith(UPLOADED_MEDIA_PREFIX) && !current.includes(picture)) throw badRequest('ACTIVITY_IMAGE_INVALID', 'Imgs');
    return picture;
  });
  if (new Set(paths).size !== paths.length) throw badRequest('ACTIVITY_IMAGE_INVALID', 'Imgs');
  return paths;
}

function staffRowOf(row: ActivityRow, now: Date, giftCount = 0, releasedCount = 0): StaffActivityRow {
  return {
    Id: row.id,
    Name: row.name,
    Summary: row.summary,
    Imgs: row.images,
    ActivityType: row.activityType,
    Regions: row.regions,
    StartTime: row.startsAt.toISOString(),
    EndTime: row.endsAt.toISOString(),
    Popup: row.popup,
    Status: activityStatusAt(row.startsAt, row.endsAt, now),
    GiftCount: giftCount,
    ReleasedCount: releasedCount,
  };
}

export async function createActivity(ctx: ServiceContext, staffId: number, body: StaffActivityBody): Promise<StaffActivityRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const images = await picturesOf(tx, staffId, body, []);
    const [row] = await tx.insert(activities).values({ ...columnsOf(body, images), createdBy: staffId, createdAt: now }).returning();
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'activity.create', subject: `activity:${row!.id}`, detail: { ...body, Imgs: images }, createdAt: now });
    return staffRowOf(row!, now);
  });
}

export async function editActivity(ctx: ServiceContext, staffId: number, id: number, body: StaffActivityBody): Promise<StaffActivityRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ images: activities.images }).from(activities).where(eq(activities.id, id)).for('update');
    if (!current) throw notFound('ACTIVITY_NOT_FOUND');
    const images = await picturesOf(tx, staffId, body, current.images);
    const [row] = await tx.update(activities).set(columnsOf(body, images)).where(eq(activities.id, id)).returning();
    if (!row) throw notFound('ACTIVITY_NOT_FOUND');
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'activity.edit', subject: `activity:${id}`, detail: { ...body, Imgs: images }, createdAt: now });
    const [counts] = await tx
      .select({ gifts: sql<number>`count(*)`.mapWith(Number), released: sql<number>`count(*) filter (where ${activityGifts.status} = 1)`.mapWith(Number) })
      .from(activityGifts)
      .where(eq(activityGifts.activityId, id));
    return staffRowOf(row, now, counts?.gifts, counts?.released);
  });
}

/** Every activity, newest first, with how many gifts were awarded and released. */
export async function listStaffActivities(ctx: ServiceContext): Promise<{ Data: StaffActivityRow[] }> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({
      row: activities,
      gifts: sql<number>`count(${activityGifts.id})`.mapWith(Number),
      released: sql<number>`count(${activityGifts.id}) filter (where ${activityGifts.status} = 1)`.mapWith(Number),
    })
    .from(activities)
    .leftJoin(activityGifts, eq(activityGifts.activityId, activities.id))
    .groupBy(activities.id)
    .orderBy(sql`${activities.startsAt} desc`, sql`${activities.id} desc`);
  return { Data: rows.map(({ row, gifts, released }) => staffRowOf(row, now, gifts, released)) };
}
