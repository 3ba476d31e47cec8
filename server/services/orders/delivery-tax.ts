/**
 * The state tax percent for a delivery (spec 2 section 9; DESIGN.md section 5): US buyers shipping
 * to a US address pay that state's percent (us_states); Macao members and deliveries outside the
 * US pay none. Null when no tax applies.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { usStates } from '../../db/schema';

export interface TaxedDelivery {
  country: string;
  state: string;
  stateCode: string;
}

export async function deliveryTaxPercent(tx: Tx, buyerMemberSource: string, address: TaxedDelivery): Promise<number | null> {
  if (buyerMemberSource !== 'US' || address.country !== 'US') return null;
  const match = address.stateCode ? eq(usStates.code, address.stateCode.toUpperCase()) : eq(usStates.name, address.state);
  const [state] = await tx.select({ taxPercent: usStates.taxPercent }).from(usStates).where(match);
  return state ? Number(state.taxPercent) : null;
}
