/**
 * Which region's promotions a caller sees: the AreaCode asked for, else the signed-in member's
 * member_source. A visitor who names none has no region (null) and sees every region's.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { activities, members } from '../../db/schema';
import type { ServiceContext } from '../context';

export async function callerRegion(ctx: ServiceContext, memberId: number | null, asked: string | undefined): Promise<string | null> {
  if (asked) return asked;
  if (memberId === null) return null;
  const [row] = await ctx.db.select({ source: members.memberSource }).from(members).where(eq(members.id, memberId));
  return row?.source ?? null;
}

/** Activities that run for the region (or everywhere); no filter without a region. */
export function runsIn(region: string | null): SQL | undefined {
  if (region === null) return undefined;
  return sql`(${activities.regions} = '[]'::jsonb or ${activities.regions} @> ${JSON.stringify([region])}::jsonb)`;
}
