import { AppError, badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { hashPassword, verifyPassword } from './password-hash';
import { clearAccountAttempts, takeAccountAttempt } from './take-account-attempt';

export const MEMBER_ACTIVE = 1;

// An unknown account is checked against this hash, so it is refused in the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const passwordHashFor = (member: { passwordHash: string } | undefined) =>
  member ? Promise.resolve(member.passwordHash) : (dummyHash ??= hashPassword('not-a-member-password-1A'));

/**
 * Checks an account and password; returns the member's id. An unknown account and a wrong password
 * get the same answer (no enumeration); the per-account throttle is taken before the hash is checked.
 */
export async function signIn(ctx: Pick<ServiceContext, 'db' | 'clock'>, account: AccountDestination, password: string) {
  await takeAccountAttempt(ctx, 'sign-in', account.address, 'Account');
  const member = await findMemberByDestination(ctx.db, account);
  const matches = await verifyPassword(await passwordHashFor(member), password);
  if (!member || !matches) {
    throw badRequest(account.channel === 'phone' ? 'PHONE_PASSWORD_INCORRECT' : 'CREDENTIALS_INCORRECT', 'Password');
  }
  await clearAccountAttempts(ctx, 'sign-in', account.address);
  // Told only to someone who knows the password, so the state of an account does not leak.
  if (member.status !== MEMBER_ACTIVE) throw new AppError(403, 'ACCOUNT_DISABLED', 'Account');
  return member.id;
}
