/** The seller site's reads and writes are for sellers: a member who does not sell gets 403. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { forbidden } from '../../http/errors';

export async function assertSeller(db: Db | Tx, memberId: number): Promise<void> {
  const [member] = await db.select({ isSeller: members.isSeller }).from(members).where(eq(members.id, memberId));
  if (!member?.isSeller) throw forbidden();
}
