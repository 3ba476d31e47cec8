/** The notice words for one member: in the language they saved (members.language), English without one. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { members } from '../db/schema';
import { noticeText, type NoticeText } from './notice-text';

export async function memberNoticeText(db: Db | Tx, memberId: number): Promise<NoticeText> {
  const [member] = await db.select({ language: members.language }).from(members).where(eq(members.id, memberId));
  return noticeText(member?.language);
}
