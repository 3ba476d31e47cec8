/** The content desk writes promotions (POST/PUT /api/staff/activities); each write is in the staff log. */
import { eq, sql } from 'drizzle-orm';
import type { StaffActivityBody, StaffActivityRow } from '../../../src/domain/promotions/staff-activity.schema';
import { activityStatusAt } from '../../../src/domain/promotions/activity-status';
import { activities, activityGifts, staffActions } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import type { ActivityRow } from './activity-reply';

const columnsOf = (body: StaffActivityBody) => ({
  name: body.Name,
  summary: body.Summary,
  images: body.Imgs,
  activityType: body.ActivityType,
  regions: [...new Set(body.Regions)],
  startsAt: new Date(body.StartTime),
  endsAt: new Date(body.EndTime),
  popup: body.Popup,
});

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
    const [row] = await tx.insert(activities).values({ ...columnsOf(body), createdBy: staffId, createdAt: now }).returning();
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'activity.create', subject: `activity:${row!.id}`, detail: body, createdAt: now });
    return staffRowOf(row!, now);
  });
}

export async function editActivity(ctx: ServiceContext, staffId: number, id: number, body: StaffActivityBody): Promise<StaffActivityRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(activities).set(columnsOf(body)).where(eq(activities.id, id)).returning();
    if (!row) throw notFound('ACTIVITY_NOT_FOUND');
    await tx.insert(staffActions).values({ staffMemberId: staffId, desk: 'content', action: 'activity.edit', subject: `activity:${id}`, detail: body, createdAt: now });
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
