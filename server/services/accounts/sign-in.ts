import { AppError, badRequest } from '../../http/errors';
import type { ServiceContext } from '../context';
import { findMemberByDestination, type AccountDestination } from './account-destination';
import { verifyPassword } from './password-hash';

export const MEMBER_ACTIVE = 1;

/** Checks an account and password; returns the member's id. */
export async function signIn({ db }: Pick<ServiceContext, 'db'>, account: AccountDestination, password: string) {
  const member = await findMemberByDestination(db, account);
  if (!member) throw badRequest('ACCOUNT_NOT_FOUND', 'Account');
  if (!(await verifyPassword(member.passwordHash, password))) {
    throw badRequest(account.channel === 'phone' ? 'PHONE_PASSWORD_INCORRECT' : 'CREDENTIALS_INCORRECT', 'Password');
  }
  // Told only to someone who knows the password, so the state of an account does not leak.
  if (member.status !== MEMBER_ACTIVE) throw new AppError(403, 'ACCOUNT_DISABLED', 'Account');
  return member.id;
}
