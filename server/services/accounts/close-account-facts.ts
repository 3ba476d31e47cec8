/**
 * Counts what keeps a member from closing (spec 3 section 4 "Close account"). Runs on the plain
 * database for the checklist and inside the closing transaction, after the member row is locked,
 * for the re-check.
 */
import { and, count, countDistinct, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bids, cases, commodities, orders, storeOrders, stores } from '../../db/schema';
import { caseStates } from '../../../src/domain/cases/case.schema';
import { isActive } from '../../../src/domain/cases/case-state';
import type { CloseAccountFacts } from '../../../src/domain/account/close-account-rules';
import { getChpBalance } from '../chp/get-chp-balance';

/** Listing statuses not ended: 1 on sale, 2 coming soon. */
const NOT_ENDED = [1, 2];
/** Marketplace orders below 5 are neither finished nor closed (orders.ts). */
const ORDER_FINISHED = 5;
/** Store orders 1 unpaid, 2 paid, 3 shipped are open; 4 complete, 6 closed (cart.ts). */
const OPEN_STORE_ORDER = [1, 2, 3];
const activeCaseStates = caseStates.filter(isActive);

export async function closeAccountFacts(db: Db | Tx, memberId: number): Promise<CloseAccountFacts> {
  const [bidRow] = await db
    .select({ n: countDistinct(bids.commodityId) })
    .from(bids)
    .innerJoin(commodities, eq(commodities.id, bids.commodityId))
    .where(and(eq(bids.memberId, memberId), inArray(commodities.status, NOT_ENDED)));
  const [listingRow] = await db
    .select({ n: count() })
    .from(commodities)
    .where(and(eq(commodities.sellerMemberId, memberId), inArray(commodities.status, NOT_ENDED)));
  const [orderRow] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(or(eq(orders.buyerMemberId, memberId), eq(orders.sellerMemberId, memberId)), lt(orders.orderStatus, ORDER_FINISHED)));
  const [storeOrderRow] = await db
    .select({ n: count() })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(
      and(
        or(eq(storeOrders.buyerMemberId, memberId), eq(stores.sellerMemberId, memberId)),
        inArray(storeOrders.orderStatus, OPEN_STORE_ORDER),
      ),
    );
  const [caseRow] = await db
    .select({ n: count() })
    .from(cases)
    .where(and(or(eq(cases.buyerMemberId, memberId), eq(cases.sellerMemberId, memberId)), inArray(cases.state, activeCaseStates)));
  return {
    ongoingBids: Number(bidRow?.n ?? 0),
    listings: Number(listingRow?.n ?? 0),
    balanceCents: await getChpBalance(db, memberId),
    openOrders: Number(orderRow?.n ?? 0) + Number(storeOrderRow?.n ?? 0),
    openCases: Number(caseRow?.n ?? 0),
  };
}

