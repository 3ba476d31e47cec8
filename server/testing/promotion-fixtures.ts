/** API test fixtures for promotions: activities around the test clock and a content-desk staff member. */
import { activities, staffDesks } from '../db/schema';
import type { LocalizedText } from '../db/schema';
import type { TestApp } from './test-app';
import { createTrader } from './trade-helpers';

const DAY_MS = 86_400_000;

export interface ActivityFixture {
  name?: LocalizedText;
  regions?: string[];
  /** Days from the test clock's now. */
  startDays: number;
  endDays: number;
  activityType?: number;
  popup?: boolean;
}

export async function insertActivity(t: TestApp, fixture: ActivityFixture): Promise<number> {
  const now = t.clock.now().getTime();
  const [row] = await t.database.db
    .insert(activities)
    .values({
      name: fixture.name ?? { en: `Promotion ${fixture.startDays}/${fixture.endDays}` },
      summary: { en: 'Summary in English', ko: '한국어 요약' },
      images: ['/promo/holiday-raffle.svg'],
      activityType: fixture.activityType ?? 2,
      regions: fixture.regions ?? [],
      startsAt: new Date(now + fixture.startDays * DAY_MS),
      endsAt: new Date(now + fixture.endDays * DAY_MS),
      popup: fixture.popup ?? false,
    })
    .returning({ id: activities.id });
  return row!.id;
}

/** A member of the content desk. */
export async function createContentStaff(t: TestApp) {
  const staff = await createTrader(t);
  await t.database.db.insert(staffDesks).values({ memberId: staff.memberId, desk: 'content' });
  return staff;
}
