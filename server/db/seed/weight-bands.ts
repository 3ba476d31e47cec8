/**
 * The international shipping fee table (spec 3 "Weight band"): from every agency's warehouse to
 * each destination region, five bands up to 5 kg. A parcel to the agency's own region is the
 * cheapest, within Greater China next, across the Pacific dearest. USD cents. Reference data.
 */
import type { weightBands } from '../schema';
import { agencyRows } from './agencies';

export const WEIGHT_BAND_REGIONS = ['US', 'MO', 'HK', 'TW', 'CN', 'KR'] as const;
const BANDS: readonly [number, number][] = [
  [1, 250],
  [251, 500],
  [501, 1000],
  [1001, 2000],
  [2001, 5000],
];
/** The fee of each band for a same-region parcel, in cents; farther regions pay a multiple. */
const BASE_FEES = [600, 900, 1_400, 2_200, 4_200];
const GREATER_CHINA = ['MO', 'HK', 'TW', 'CN'];

function distanceFactor(from: string, to: string): number {
  if (from === to) return 1;
  if (GREATER_CHINA.includes(from) && GREATER_CHINA.includes(to)) return 1.5;
  if (to === 'KR' || from === 'KR') return 2;
  return 3;
}

export function weightBandRows(): (typeof weightBands.$inferInsert)[] {
  return agencyRows().flatMap((agency) =>
    WEIGHT_BAND_REGIONS.flatMap((region) =>
      BANDS.map(([minGrams, maxGrams], index) => ({
        agencyId: agency.id!,
        region,
        minGrams,
        maxGrams,
        feeCents: Math.round((BASE_FEES[index]! * distanceFactor(agency.areaId, region)) / 50) * 50,
      })),
    ),
  );
}
