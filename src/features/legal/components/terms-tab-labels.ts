import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TermsKey } from '../../../domain/legal/agreement-keys';

/** The terms page's tab names (spec 3 "Legal and information pages"), by text key. */
export const termsTabLabels: Record<TermsKey, MessageDescriptor> = {
  privacy: msg`Privacy`,
  'user-agreement': msg`User agreement`,
  'trading-rules': msg`Trading rules`,
  'auction-rules': msg`Auction rules`,
  'activity-rule': msg`Activity rules`,
  'settlement-agreement': msg`Settlement agreement`,
  'closing-account': msg`Closing an account`,
  'boxes-and-cases': msg`Boxes and cases`,
  'anti-money-laundering': msg`Anti-money laundering`,
  'anti-fraud': msg`Anti-fraud`,
};
