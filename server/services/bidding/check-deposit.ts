/** GET /api/items/:id/deposit (spec 2 "auction check"): the deposit, the spendable balance, and whether it is held. */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { commodities } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { DepositCheckReply } from '../../../src/domain/bidding/bid.schema';
import { getChpBalance } from '../chp/get-chp-balance';
import { holdsDeposit } from './deposit-hold';

export async function checkDeposit(ctx: Pick<ServiceContext, 'db'>, memberId: number, commodityId: number): Promise<DepositCheckReply> {
  const [item] = await ctx.db.select({ depositNum: commodities.depositNum }).from(commodities).where(eq(commodities.id, commodityId));
  if (!item) throw notFound('LISTING_NOT_FOUND');
  const [SumMoney, InAuction] = await Promise.all([getChpBalance(ctx.db, memberId), holdsDeposit(ctx.db, memberId, commodityId)]);
  return { DepositNum: item.depositNum, SumMoney, InAuction };
}
