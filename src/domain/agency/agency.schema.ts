/**
 * The agency of a region (spec 2 "Agency": Id, AgencyAddress, Provice, Nation, AreaId) and GET
 * agency by memberSource, the seller's region.
 */
import { z } from 'zod/mini';

export const agencyQuery = z.object({ memberSource: z.string().check(z.trim(), z.minLength(1), z.maxLength(10)) });

export const agencySchema = z.object({
  Id: z.int(),
  /** The region the agency serves (a member source: US, MO, HK, TW, CN). */
  AreaId: z.string(),
  /** Country code of its address. */
  Nation: z.string(),
  Provice: z.string(),
  City: z.string(),
  AgencyAddress: z.string(),
  ZipCode: z.string(),
  Phone: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

/** null when the region has no agency. */
export const agencyReply = z.nullable(agencySchema);
