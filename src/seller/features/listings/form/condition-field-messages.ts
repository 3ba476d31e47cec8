import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { errorText } from '../../../../lib/i18n/error-messages';

export type ConditionFieldCode = 'name' | 'name_taken' | 'price' | 'stock' | 'limit';

const messages: Record<Exclude<ConditionFieldCode, 'name_taken'>, MessageDescriptor> = {
  name: msg`Enter a name of up to 40 characters`,
  price: msg`Enter an amount in dollars, such as 12.50`,
  stock: msg`Enter a whole number from 0 to 100,000`,
  limit: msg`Enter a whole number from 1, or leave it empty for no limit`,
};

/** What a condition's field says when its value is refused (the stock form and the add form alike). */
export function conditionFieldText(i18n: I18n, code: ConditionFieldCode): string {
  // A name the item already has: the server's words for the same refusal (CONDITION_NAME_TAKEN).
  return code === 'name_taken' ? errorText(i18n, 'CONDITION_NAME_TAKEN') : i18n._(messages[code]);
}
