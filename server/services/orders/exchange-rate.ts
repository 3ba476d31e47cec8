import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { USD_RATE, type ExchangeRate } from '../../../src/domain/fees/exchange';

/** Today's rate for a currency (USD is 1); an unknown currency falls back to USD. */
export async function exchangeRateFor(db: Db | Tx, currency: string): Promise<ExchangeRate> {
  if (currency === 'USD') return USD_RATE;
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
  if (!row) return USD_RATE;
  return { currency, usdRate: Number(row.usdRate), additionalAmount: Number(row.additionalAmount) };
}
