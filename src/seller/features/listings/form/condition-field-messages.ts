import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a condition's price, stock or limit field says when its value is refused (the stock form and the add form alike). */
export const conditionFieldMessages: Record<'price' | 'stock' | 'limit', MessageDescriptor> = {
  price: msg`Enter an amount in dollars, such as 12.50`,
  stock: msg`Enter a whole number from 0 to 100,000`,
  limit: msg`Enter a whole number from 1, or leave it empty for no limit`,
};
