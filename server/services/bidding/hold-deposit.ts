/**
 * POST /api/items/:id/deposit: holds the item's deposit (DepositNum CHP) before a first bid.
 * The member's row is locked for the transaction, so two holds of the same member (two items, a
 * double click) read the balance one after the other and never spend it twice; the unique index
 * chp_ledger_one_hold_idx makes a second hold of the same item a no-op.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { chpLedger, commodities, members } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../http/errors';
import type { DepositCheckReply } from '../../../src/domain/bidding/bid.schema';
import { chpToCents } from '../../../src/domain/bidding/deposit';
import { getChpBalance } from '../chp/get-chp-balance';
import { assertCanTrade } from './assert-can-trade';
import { assertAuctionOpen } from './auction-open';
import { depositReference, holdsDeposit } from './deposit-hold';

export async function holdDeposit(ctx: ServiceContext, memberId: number, commodityId: number): Promise<DepositCheckReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw unauthorized();
    const [item] = await tx
      .select({
        code: commodities.code,
        byWay: commodities.byWay,
        status: commodities.status,
        startsAt: commodities.startsAt,
        endsAt: commodities.endsAt,
        depositNum: commodities.depositNum,
        sellerMemberId: commodities.sellerMemberId,
      })
      .from(commodities)
      .where(eq(commodities.id, commodityId));
    if (!item) throw notFound('LISTING_NOT_FOUND');
    await assertCanTrade(tx, memberId, item.sellerMemberId, now);
    assertAuctionOpen(item, now);

    if (!(await holdsDeposit(tx, memberId, commodityId))) {
      const depositCents = chpToCents(item.depositNum);
      if ((await getChpBalance(tx, memberId)) < depositCents) throw conflict('CHP_INSUFFICIENT');
      await tx
        .insert(chpLedger)
        .values({
          memberId,
          kind: 'hold',
          amountCents: depositCents,
          description: `Bid deposit held for item ${item.code}`,
          reference: depositReference(commodityId),
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    return { DepositNum: item.depositNum, SumMoney: await getChpBalance(tx, memberId), InAuction: true };
  });
}
