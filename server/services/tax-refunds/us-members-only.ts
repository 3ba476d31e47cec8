/** Tax refunds are for US members (spec 3 section 8: MemberSource US): anyone else gets 403 TAX_REFUND_US_ONLY. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { members } from '../../db/schema';
import { forbidden } from '../../http/errors';

export async function requireUsMember(db: Db | Tx, memberId: number): Promise<void> {
  const [member] = await db.select({ source: members.memberSource }).from(members).where(eq(members.id, memberId));
  if (member?.source !== 'US') throw forbidden('TAX_REFUND_US_ONLY');
}
