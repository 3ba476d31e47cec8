/**
 * The rules every message obeys, checked inside the sending transaction: neither side has blocked
 * the other (spec 1 section 4: a blocked member "can not chat with you"), and the sender is under
 * CONTACT_MESSAGES_PER_HOUR. The count is read from the database with the sender's member row
 * locked, so concurrent sends on any node are counted one after the other.
 */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conversationMessages, memberBlocks, members } from '../../db/schema';
import { CONTACT_MESSAGES_PER_HOUR } from '../../../src/domain/messages/conversation.schema';
import { AppError, forbidden } from '../../http/errors';

const HOUR_MS = 3_600_000;

/** True when either member has blocked the other. */
export async function isBlockedBetween(tx: Pick<Tx, 'select'>, a: number, b: number): Promise<boolean> {
  const rows = await tx
    .select({ memberId: memberBlocks.memberId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.memberId, a), eq(memberBlocks.blockedMemberId, b)),
        and(eq(memberBlocks.memberId, b), eq(memberBlocks.blockedMemberId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function assertMayWrite(tx: Tx, senderId: number, recipientId: number, now: Date): Promise<void> {
  if (await isBlockedBetween(tx, senderId, recipientId)) throw forbidden('CONTACT_BLOCKED');
  await tx.select({ id: members.id }).from(members).where(eq(members.id, senderId)).for('update');
  const since = new Date(now.getTime() - HOUR_MS);
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${conversationMessages.createdAt})` })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.senderMemberId, senderId), gt(conversationMessages.createdAt, since)));
  if ((recent?.n ?? 0) >= CONTACT_MESSAGES_PER_HOUR) {
    const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    throw new AppError(429, 'TOO_MANY_MESSAGES', undefined, undefined, { seconds });
  }
}
