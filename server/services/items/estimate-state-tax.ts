/**
 * The item page's estimated state tax (spec 2 "buyer premium and state tax" tab): only for a US
 * member with a state on file, never for Macao members; the tax of the member's state
 * (us_states) on item + postage + buyer premium.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usStates } from '../../db/schema';
import type { ItemDetail } from '../../../src/domain/bidding/item-detail.schema';
import { stateTaxCents } from '../../../src/domain/fees/state-tax';

export interface TaxViewer {
  memberSource: string;
  state: string | null;
  stateCode: string | null;
}

export async function estimateStateTax(db: Db, viewer: TaxViewer | null, baseCents: number): Promise<ItemDetail['StateTax']> {
  if (!viewer || viewer.memberSource !== 'US') return null;
  const match = viewer.stateCode ? eq(usStates.code, viewer.stateCode.toUpperCase()) : viewer.state ? eq(usStates.name, viewer.state) : null;
  if (!match) return null;
  const [state] = await db.select().from(usStates).where(match);
  if (!state) return null;
  const taxPercent = Number(state.taxPercent);
  return { StateName: state.name, TaxPercent: taxPercent, TaxPrice: stateTaxCents(baseCents, taxPercent) };
}
