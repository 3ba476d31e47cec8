import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CloseConditionKey } from '../../../domain/account/close-account.schema';

/** The checklist's lines (spec 3 section 4 "Close account"), as the member must leave things. */
export const conditionLabels: Record<CloseConditionKey, MessageDescriptor> = {
  noOngoingBids: msg`No bids on auctions that have not ended`,
  noListings: msg`No listings on sale`,
  balanceNotNegative: msg`Your CHP balance is not negative`,
  noOpenOrders: msg`No unpaid or unconfirmed purchases or sales`,
  noOpenCases: msg`No open buyer protection cases`,
};
