/**
 * The CHP history (spec 3 "Consumption record", /myholo/chp): the member's ledger rows, newest
 * first, 60 a page, each with the balance right after it. Money in USD cents.
 */
import { z } from 'zod/mini';

export const CHP_HISTORY_PAGE_SIZE = 60;

/** Spec ConsumptionType: 2 increase (credit, release), 1 deduct (debit, hold). */
export const ConsumptionType = { Deduct: 1, Increase: 2 } as const;
export const chpKinds = ['credit', 'debit', 'hold', 'release'] as const;
export type ChpKind = (typeof chpKinds)[number];

/** Which way a ledger row moves the balance, as getChpBalance counts it. */
export function consumptionTypeOf(kind: ChpKind): 1 | 2 {
  return kind === 'credit' || kind === 'release' ? ConsumptionType.Increase : ConsumptionType.Deduct;
}

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'BAD_REQUEST' }));

export const chpHistoryQuery = z.object({
  pageIndex: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.literal(CHP_HISTORY_PAGE_SIZE)), CHP_HISTORY_PAGE_SIZE),
  /** Inclusive days (UTC), YYYY-MM-DD. */
  begindate: z.optional(isoDay),
  enddate: z.optional(isoDay),
  ConsumptionType: z.optional(z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2)]))),
});
export type ChpHistoryQuery = z.infer<typeof chpHistoryQuery>;

export const chpRecord = z.object({
  Id: z.int(),
  /** The ledger row's description (e.g. "Bid deposit held for item HL123"). */
  Describe: z.string(),
  ConsumptionType: z.union([z.literal(1), z.literal(2)]),
  Kind: z.enum(chpKinds),
  /** Positive cents. */
  Money: z.int(),
  /** The balance right after this row, cents. */
  SumMoney: z.int(),
  CreateDate: z.string(),
});
export type ChpRecord = z.infer<typeof chpRecord>;

export const chpHistoryReply = z.object({ Data: z.array(chpRecord), Count: z.int(), Balance: z.int() });
export type ChpHistoryReply = z.infer<typeof chpHistoryReply>;
