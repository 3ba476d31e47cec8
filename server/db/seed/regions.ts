/** Market areas: one per member source, shown in USD except Macao (MOP), as src/domain decides. */
import { countryOptions, currencyFor, memberSources } from '../../../src/domain/account/regions';
import type { areas } from '../schema';

const extraNames: Record<string, string> = { TW: 'Taiwan' };

export function areaRows(): (typeof areas.$inferInsert)[] {
  return memberSources.map((code, index) => ({
    code,
    enName: countryOptions.find((c) => c.Code === code)?.EnName ?? extraNames[code] ?? code,
    currency: currencyFor(code),
    sort: index,
  }));
}
