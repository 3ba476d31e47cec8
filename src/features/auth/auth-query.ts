import { AccountType } from '../../domain/account/account-rules';
import { defaultMemberSource, findCountry } from '../../domain/account/regions';

export interface AccountQuery {
  account: string;
  type: AccountType;
  /** Country code (MemberSource) for a phone account. */
  source: string;
}

/** Reads ?account=&type=&source= (the forgot-password and sign-in prefill of spec 1 section 2). */
export function readAccountQuery(params: URLSearchParams): AccountQuery {
  const type = params.get('type') === String(AccountType.Email) ? AccountType.Email : AccountType.Phone;
  const source = params.get('source') ?? '';
  return {
    account: (params.get('account') ?? '').slice(0, 254),
    type,
    source: findCountry(source) ? source : defaultMemberSource,
  };
}

export function accountQueryString({ account, type, source }: AccountQuery): string {
  const params = new URLSearchParams({ type: String(type), source });
  if (account.trim()) params.set('account', account.trim());
  return params.toString();
}
