/**
 * Every notification row is written here: once per (source event, member) when it comes from an
 * outbox event (a redelivered event writes nothing), and with a NOTIFY on NOTICE_CHANNEL that
 * PostgreSQL delivers to every node when (and if) the transaction commits, so the live hub can tell
 * the member's open tabs to read their counts again (server/hub/notice-fanout.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export const NOTICE_CHANNEL = 'holo_notices';

export type NewNotification = typeof notifications.$inferInsert;

/** 1 when the row was written now, 0 when this event's notification for the member already was. */
export async function writeNotification(tx: Tx, row: NewNotification): Promise<number> {
  const inserted = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: [notifications.sourceEventId, notifications.memberId] })
    .returning({ id: notifications.id });
  if (inserted.length) await tx.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${String(row.memberId)})`);
  return inserted.length;
}
