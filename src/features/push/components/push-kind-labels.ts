import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PushKind } from '../../../domain/push/push.schema';

/** What each notification kind is called on the settings page. */
export const pushKindLabels: Record<PushKind, MessageDescriptor> = {
  'auction.outbid': msg`Someone outbids me`,
  'auction.won': msg`I win an auction`,
  'auction.lost': msg`An auction I bid on ends without me`,
  'auction.sold': msg`My auction sells`,
  'auction.ended': msg`My auction ends without bids`,
  'offer.received': msg`A buyer makes me an offer`,
  'offer.accepted': msg`My offer is accepted`,
  'offer.declined': msg`My offer is declined`,
  'offer.countered': msg`A seller counters my offer`,
  'offer.expired': msg`An offer expires unanswered`,
  'order.paid': msg`A buyer pays an order`,
  'order.closed': msg`An unpaid order of mine closes`,
  'order.shipped': msg`An order of mine ships`,
  'order.delivered': msg`An order of mine is delivered`,
  'order.finished': msg`An order of mine finishes`,
  'feedback.received': msg`I receive feedback`,
  'case.opened': msg`A buyer opens a case on my sale`,
  'case.message': msg`A new message in a case`,
  'case.decided': msg`A case of mine moves`,
  'case.refunded': msg`A case refund is decided`,
  'message.received': msg`Someone sends me a message`,
};
