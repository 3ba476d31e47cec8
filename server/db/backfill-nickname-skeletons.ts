/**
 * Members registered before nicknames had a look-alike key (migration 0009) get theirs at start:
 * the key needs the confusables data, which SQL does not have. Row by row, so two old look-alikes
 * keep both their names: the second keeps a null key (logged), and the first's key still refuses
 * any new look-alike of either.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { members } from './schema';
import { nicknameSkeleton } from '../services/accounts/nickname-skeleton';
import { uniqueViolationOf } from '../services/accounts/unique-violation';

export async function backfillNicknameSkeletons(db: Db, log: { warn(message: object, text: string): void }): Promise<number> {
  let filled = 0;
  for (let after = 0; ; ) {
    const batch = await db
      .select({ id: members.id, nickname: members.nickname })
      .from(members)
      .where(and(isNull(members.nicknameSkeleton), gt(members.id, after)))
      .orderBy(asc(members.id))
      .limit(500);
    if (batch.length === 0) return filled;
    for (const { id, nickname } of batch) {
      try {
        await db.update(members).set({ nicknameSkeleton: nicknameSkeleton(nickname) }).where(eq(members.id, id));
        filled += 1;
      } catch (error) {
        if (uniqueViolationOf(error) === undefined) throw error;
        log.warn({ memberId: id }, 'nickname looks like an older member\'s; left without a look-alike key');
      }
      after = id;
    }
  }
}
