import type { CurrentUser } from '../../domain/account/current-user.schema';
import { defaultMemberSource } from '../../domain/account/regions';

/**
 * US-only features (the Buy It Now banner and /buynow, spec 1 section 6): US members, and visitors,
 * who are in the default area (US) until they sign in.
 */
export function inUsArea(user: Pick<CurrentUser, 'MemberSource'> | null): boolean {
  return (user?.MemberSource ?? defaultMemberSource) === 'US';
}
