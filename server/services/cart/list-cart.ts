import type { ServiceContext } from '../context';
import type { CartReply } from '../../../src/domain/cart/cart.schema';
import { cartLineRows } from './cart-line-rows';

/** GET /api/cart: every line (a cart holds at most a page of 99 in practice), grouped by store. */
export async function listCart(ctx: Pick<ServiceContext, 'db' | 'clock'>, memberId: number): Promise<CartReply> {
  const data = await cartLineRows(ctx.db, memberId, ctx.clock.now());
  return { data, count: data.length };
}
