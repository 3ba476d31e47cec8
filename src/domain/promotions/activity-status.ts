/**
 * A promotion's status is never stored (server/db/schema/activities.ts): it follows the clock.
 * Spec 3 section 4: 0 coming soon, 1 live, 2 finished.
 */
import type { Locale } from '../language/locales';

export const ActivityStatus = { ComingSoon: 0, Live: 1, Finished: 2 } as const;
export type ActivityStatusCode = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/** Live from `startsAt` (inclusive) until `endsAt` (exclusive). */
export function activityStatusAt(startsAt: Date, endsAt: Date, now: Date): ActivityStatusCode {
  if (now.getTime() < startsAt.getTime()) return ActivityStatus.ComingSoon;
  if (now.getTime() < endsAt.getTime()) return ActivityStatus.Live;
  return ActivityStatus.Finished;
}

/** A text written per language; English is always there. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

/** The reader's language when it was written (and not blank), else English. */
export function textIn(text: LocalizedText, language: Locale): string {
  const written = language === 'en' ? undefined : text[language]?.trim();
  return written ? written : text.en;
}

/** The order of the list: live first, then coming soon, then finished. */
export function statusRank(status: ActivityStatusCode): number {
  return status === ActivityStatus.Live ? 0 : status === ActivityStatus.ComingSoon ? 1 : 2;
}
