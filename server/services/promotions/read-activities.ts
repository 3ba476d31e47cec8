/**
 * Members' reads of promotions (spec 3 "Promotions", section 7): the switch, the list (live first,
 * then coming soon, then finished, newest first in each), one activity and the live pop-up.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/domain/language/locales';
import type { Activity, ActivityListReply } from '../../../src/domain/promotions/activity.schema';
import { activities } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { ServiceContext } from '../context';
import { activityReplyOf } from './activity-reply';
import { runsIn } from './caller-region';

/** On while an activity of the region is live or coming soon. */
export async function activitySwitch(ctx: Pick<ServiceContext, 'db' | 'clock'>, region: string | null): Promise<{ On: boolean }> {
  const [row] = await ctx.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(gt(activities.endsAt, ctx.clock.now()), runsIn(region)))
    .limit(1);
  return { On: row !== undefined };
}

export async function listActivities(
  ctx: ServiceContext,
  region: string | null,
  language: Locale,
  page: { PageIndex: number; PageSize: number },
): Promise<ActivityListReply> {
  const now = ctx.clock.now();
  const rank = sql`case when ${activities.startsAt} > ${now} then 1 when ${activities.endsAt} > ${now} then 0 else 2 end`;
  const rows = await ctx.db
    .select({ row: activities, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(activities)
    .where(runsIn(region))
    .orderBy(rank, desc(activities.startsAt), desc(activities.id))
    .limit(page.PageSize)
    .offset((page.PageIndex - 1) * page.PageSize);
  const count = rows[0]?.total ?? (page.PageIndex > 1 ? await countIn(ctx, region) : 0);
  return { Data: rows.map(({ row }) => activityReplyOf(row, language, now)), Count: count };
}

async function countIn(ctx: ServiceContext, region: string | null): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(activities).where(runsIn(region));
  return row?.n ?? 0;
}

/** One activity by id, whatever its region (a shared link opens anywhere). */
export async function getActivity(ctx: ServiceContext, id: number, language: Locale): Promise<Activity> {
  const [row] = await ctx.db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw notFound('ACTIVITY_NOT_FOUND');
  return activityReplyOf(row, language, ctx.clock.now());
}

/** The region's live pop-up activity (the newest when several are), or null. */
export async function popupActivity(ctx: ServiceContext, region: string | null, language: Locale): Promise<{ Data: Activity | null }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.popup, true), lte(activities.startsAt, now), gt(activities.endsAt, now), runsIn(region)))
    .orderBy(desc(activities.startsAt), desc(activities.id))
    .limit(1);
  return { Data: row ? activityReplyOf(row, language, now) : null };
}

/** The live activity of a type in a region (the /promotion page's sign-up and address promotions). */
export async function liveActivityOfType(ctx: ServiceContext, region: string | null, activityType: number, language: Locale): Promise<{ Data: Activity | null }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.activityType, activityType), lte(activities.startsAt, now), gt(activities.endsAt, now), runsIn(region)))
    .orderBy(desc(activities.startsAt), desc(activities.id))
    .limit(1);
  return { Data: row ? activityReplyOf(row, language, now) : null };
}
