/**
 * The data the bid and push benchmarks share, written straight into the database: a seller with
 * live auctions, and bidders who pass the bidding gate (verified, phone, address, CHP credit, the
 * deposit held on every item) with a session each, so a run measures bidding and nothing else.
 * `phoneDigit` starts every phone number of one benchmark's members.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { addresses, categories, chpLedger, commodities, members, sessions } from '../server/db/schema';
import { hashSecretToken, newSecretToken } from '../server/services/accounts/secret-token';
import { SESSION_TTL_MS } from '../server/services/accounts/create-session';
import { depositReference } from '../server/services/bidding/deposit-hold';

export const START_CENTS = 1_000;

/** The seller's auctions, started a minute ago and ending in a day, at START_CENTS, in the first level-3 category. */
export async function insertAuctions(
  db: Db,
  seller: { nickname: string; phoneDigit: number },
  depositChp: number,
  listings: { code: string; title: string; titImg: string }[],
  now: Date,
): Promise<number[]> {
  const [third] = await db.select().from(categories).where(eq(categories.level, 3)).orderBy(categories.id).limit(1);
  const [second] = await db.select().from(categories).where(eq(categories.id, third!.parentId!));
  const [sellerRow] = await db
    .insert(members)
    .values({ ...memberRow(seller.nickname, seller.phoneDigit, 0), isSeller: true, isSell: true })
    .returning({ id: members.id });
  const items = await db
    .insert(commodities)
    .values(
      listings.map((listing) => ({
        ...listing,
        firstCategoryId: second!.parentId!,
        secondCategoryId: second!.id,
        thirdCategoryId: third!.id,
        byWay: 2,
        status: 1,
        priceCents: START_CENTS,
        startPriceCents: START_CENTS,
        depositNum: depositChp,
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 86_400_000),
        sellerMemberId: sellerRow!.id,
        memberSource: 'US',
      })),
    )
    .returning({ id: commodities.id });
  return items.map((row) => row.id);
}

export interface BenchBidders {
  bidderIds: number[];
  /** `holo_session=…` per bidder. */
  cookies: string[];
}

/** `count` bidders named `<nickname>1…`, each credited `creditCents` with `depositCents` held on every item. */
export async function insertBidders(
  db: Db,
  bidders: { nickname: string; phoneDigit: number; count: number },
  ledger: { creditCents: number; depositCents: number; itemIds: number[] },
  now: Date,
): Promise<BenchBidders> {
  const rows = await db
    .insert(members)
    .values(Array.from({ length: bidders.count }, (_, i) => memberRow(`${bidders.nickname}${i + 1}`, bidders.phoneDigit, i + 1)))
    .returning({ id: members.id });
  const bidderIds = rows.map((row) => row.id);
  await db.insert(addresses).values(
    bidderIds.map((memberId) => ({
      memberId, userName: 'Bench Bidder', country: 'US', streetAddress: '1 Main Street', city: 'Los Angeles',
      state: 'California', stateCode: 'CA', zipCode: '90012', phone: '2135550100', isDefault: true,
    })),
  );
  await db.insert(chpLedger).values(
    bidderIds.flatMap((memberId) => [
      { memberId, kind: 'credit', amountCents: ledger.creditCents, description: 'CHP top-up by card', createdAt: now },
      ...ledger.itemIds.map((itemId) => ({
        memberId, kind: 'hold', amountCents: ledger.depositCents, description: 'Bid deposit', reference: depositReference(itemId), createdAt: now,
      })),
    ]),
  );
  const tokens = bidderIds.map(() => newSecretToken());
  await db.insert(sessions).values(
    bidderIds.map((memberId, i) => ({
      tokenHash: hashSecretToken(tokens[i]!),
      memberId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })),
  );
  return { bidderIds, cookies: tokens.map((token) => `holo_session=${token}`) };
}

function memberRow(nickname: string, phoneDigit: number, i: number) {
  return {
    nickname,
    email: `${nickname.toLowerCase()}@bench.holo.test`,
    areaCode: '1',
    phoneCountry: 'US',
    telPhone: `${phoneDigit}${String(i).padStart(9, '0')}`,
    passwordHash: 'not-used',
    memberSource: 'US',
    verifyStatus: 2,
    state: 'California',
    stateCode: 'CA',
  };
}
