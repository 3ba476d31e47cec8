import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Marketplace order status (spec 3 section 4): 1 unpaid, 2 paid, 3 shipped, 5 finished, above 5 closed. */
export function orderStatusText(status: number): MessageDescriptor {
  if (status <= 1) return msg`Awaiting payment`;
  if (status === 2) return msg`Paid, awaiting shipment`;
  if (status === 3) return msg`Shipped`;
  if (status <= 5) return msg`Finished`;
  return msg`Closed`;
}

/** Store order status: 1 unpaid, 2 paid (to ship), 3 shipped, 4 and 5 complete, 6 closed unpaid. */
export function storeOrderStatusText(status: number): MessageDescriptor {
  if (status <= 1) return msg`Awaiting payment`;
  if (status === 2) return msg`Paid, awaiting shipment`;
  if (status === 3) return msg`Shipped`;
  if (status <= 5) return msg`Complete`;
  return msg`Closed`;
}

/** The status tag's look: waiting on the buyer, under way, done, closed. */
export function statusTone(status: number, closedFrom: number): string {
  if (status >= closedFrom) return 'closed';
  if (status === 1) return 'unpaid';
  return status >= 4 ? 'done' : 'active';
}
