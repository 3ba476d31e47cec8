import { count, eq } from 'drizzle-orm';
import { addresses, members } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { isLanguage, defaultLanguage } from '../../../src/domain/account/languages';
import type { CurrentUser } from '../../../src/domain/account/current-user.schema';
import type { ServiceContext } from '../context';
import { getChpBalance } from '../chp/get-chp-balance';
import { findLocation } from '../../../src/domain/account/locations';

/** The signed-in member as the PWA keeps it (spec 1 section 3, "Logged-in user"). */
export async function getCurrentUser({ db }: Pick<ServiceContext, 'db'>, memberId: number): Promise<CurrentUser> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw unauthorized();
  const location = findLocation(member.locationCode);
  const [addressCount] = await db.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
  return {
    Id: member.id,
    NickName: member.nickname,
    MemberSource: member.memberSource,
    IsSeller: member.isSeller,
    IsSell: member.isSell,
    PointCount: member.pointCount,
    SumMoney: await getChpBalance(db, memberId),
    HeadPortrait: member.headPortrait,
    VerifyStatus: member.verifyStatus,
    Count: addressCount?.n ?? 0,
    State: member.state,
    StateCode: member.stateCode,
    Email: member.email,
    TelPhone: member.telPhone,
    AreaCode: member.phoneCountry,
    Language: isLanguage(member.language) ? member.language : defaultLanguage,
    Status: member.status,
    LocationCode: location?.Code ?? null,
    LocationName: location?.Name ?? null,
    LocationIcon: location?.Icon ?? null,
  };
}
