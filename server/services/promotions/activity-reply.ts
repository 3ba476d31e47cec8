/** An activities row as members read it (spec 3 "Activity"): texts in the reader's language, status from the clock. */
import type { Locale } from '../../../src/domain/language/locales';
import type { Activity } from '../../../src/domain/promotions/activity.schema';
import { activityStatusAt, textIn } from '../../../src/domain/promotions/activity-status';
import type { activities } from '../../db/schema';

export type ActivityRow = typeof activities.$inferSelect;

export function activityReplyOf(row: ActivityRow, language: Locale, now: Date): Activity {
  return {
    Id: row.id,
    Name: textIn(row.name, language),
    Summary: textIn(row.summary, language),
    Imgs: row.images,
    Status: activityStatusAt(row.startsAt, row.endsAt, now),
    ActivityType: row.activityType,
    StartTime: row.startsAt.toISOString(),
    EndTime: row.endsAt.toISOString(),
  };
}
