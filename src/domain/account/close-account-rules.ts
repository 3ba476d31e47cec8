import type { CloseAccountCheckReply, CloseConditionKey } from './close-account.schema';

/** What the server counts about a member before closing (spec 3 section 4 "Close account"). */
export interface CloseAccountFacts {
  /** Auctions not ended on which the member has bid. */
  ongoingBids: number;
  /** Listings on sale or coming soon. */
  listings: number;
  balanceCents: number;
  /** Marketplace and store orders, as buyer or seller, neither finished nor closed. */
  openOrders: number;
  /** Active buyer-protection cases, as buyer or seller (spec IsDove). */
  openCases: number;
}

const checks: Record<CloseConditionKey, (facts: CloseAccountFacts) => boolean> = {
  noOngoingBids: (f) => f.ongoingBids === 0,
  noListings: (f) => f.listings === 0,
  balanceNotNegative: (f) => f.balanceCents >= 0,
  noOpenOrders: (f) => f.openOrders === 0,
  noOpenCases: (f) => f.openCases === 0,
};

/** Every condition with whether it is met; the account may close only when all are. */
export function closeAccountVerdict(facts: CloseAccountFacts): CloseAccountCheckReply {
  const Conditions = (Object.keys(checks) as CloseConditionKey[]).map((Key) => ({ Key, Met: checks[Key](facts) }));
  return { Conditions, CanClose: Conditions.every((c) => c.Met) };
}

/** The nickname a closed account keeps, so orders and feedback still name someone. */
export const closedNickname = (memberId: number) => `closed-${memberId}`;
