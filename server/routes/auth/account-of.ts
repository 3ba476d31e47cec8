import { AccountType } from '../../../src/domain/account/account-rules';
import { emailDestination, phoneDestination } from '../../services/accounts/account-destination';

/** The account a request names: a phone in a country (Type 1) or an e-mail address (Type 0). */
export function accountOf(type: AccountType, account: { phone?: string | undefined; country?: string | undefined; email?: string | undefined }) {
  return type === AccountType.Phone
    ? phoneDestination(account.country ?? '', account.phone ?? '')
    : emailDestination(account.email ?? '');
}
