/** The service list rows that may apply to a buyer region (spec 2 "GET service list: buyerSource"). */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { serviceFeeRates } from '../../db/schema';
import { regionKey } from '../../../src/domain/agency/agency';
import { ANY_SOURCE, pickServiceRate, serviceFeeCents, type FeeParties, type ServiceFeeCents, type ServiceRate } from '../../../src/domain/fees/service-fee';

/** The buyer region's own rows and the rows for any buyer ('*'); TW and TWN are one region. */
export async function serviceRatesFor(db: Db | Tx, buyerSource: string): Promise<ServiceRate[]> {
  const key = regionKey(buyerSource);
  const sources = [...new Set([ANY_SOURCE, buyerSource, key, key === 'TW' ? 'TWN' : key])];
  const rows = await db.select().from(serviceFeeRates).where(inArray(serviceFeeRates.buyerSource, sources)).orderBy(serviceFeeRates.id);
  return rows.map((row) => ({
    BuyerSource: row.buyerSource,
    SellerSource: row.sellerSource,
    PayType: row.payType,
    Fee: Number(row.feePercent),
    MinFee: row.minimumCents,
    Discount: Number(row.discountPercent),
  }));
}

/** The service fee and discount of an item and its postage, for the region pair and pay type. */
export async function serviceFeeFor(db: Db | Tx, parties: FeeParties, priceCents: number, postageCents: number): Promise<ServiceFeeCents> {
  const rate = pickServiceRate(await serviceRatesFor(db, parties.buyerSource), parties);
  return serviceFeeCents(rate, priceCents, postageCents);
}
