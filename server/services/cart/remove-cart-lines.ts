import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { cartLines } from '../../db/schema';
import { countCart } from './count-cart';

/** DELETE /api/cart: removes the member's lines among Ids (others' ids are ignored). */
export async function removeCartLines(ctx: Pick<ServiceContext, 'db'>, memberId: number, ids: number[]) {
  const removed = await ctx.db
    .delete(cartLines)
    .where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, ids)))
    .returning({ id: cartLines.id });
  return { Removed: removed.length, CartCount: await countCart(ctx.db, memberId) };
}
