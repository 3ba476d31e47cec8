import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartLines } from '../../db/schema';

/** The header badge: the number of lines in the member's cart (the PWA caps it at 99). */
export async function countCart(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.memberId, memberId));
  return Number(row?.n ?? 0);
}
