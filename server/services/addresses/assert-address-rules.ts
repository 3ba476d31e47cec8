import { checkChineseAddress, type AddressInput } from '../../../src/domain/address/address.schema';
import { badRequest } from '../../http/errors';

/** The rule the body schema cannot check alone: HK, TWN, TW, MO and CN members write 4 Chinese characters. */
export function assertAddressRules(input: AddressInput, memberSource: string): void {
  const code = checkChineseAddress(memberSource, input.StreetAddress, input.StreetAddress2);
  if (code) throw badRequest(code, 'StreetAddress');
}
