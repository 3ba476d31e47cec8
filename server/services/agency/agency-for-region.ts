/** The agency serving a region (spec 2 "GET agency: memberSource", the seller's region), or null. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agencies } from '../../db/schema';
import { regionKey } from '../../../src/domain/agency/agency';
import type { Agency } from '../../../src/domain/agency/agency.schema';

export type AgencyRow = typeof agencies.$inferSelect;

export async function agencyForRegion(db: Db | Tx, memberSource: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.areaId, regionKey(memberSource)));
  return row ?? null;
}

export function toAgency(row: AgencyRow): Agency {
  return {
    Id: row.id,
    AreaId: row.areaId,
    Nation: row.nation,
    Provice: row.province,
    City: row.city,
    AgencyAddress: row.agencyAddress,
    ZipCode: row.zipCode,
    Phone: row.phone,
  };
}
