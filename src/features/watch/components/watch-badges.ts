import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WatchItem } from '../../../domain/member/watch.schema';

export type WatchBadgeKind = 'sold-out' | 'ended' | 'outbid' | 'leading';

export const watchBadgeLabels: Record<WatchBadgeKind, MessageDescriptor> = {
  'sold-out': msg`Sold out`,
  ended: msg`Ended`,
  outbid: msg`Outbid`,
  leading: msg`Leading`,
};

/**
 * A watched item's badges (spec 1 section 4, spec 3 "Watch list"): sold out for status 0 or any
 * negative status, ended for an auction whose end time has passed, and while the item is live the
 * member's own bidding position (2 outbid, 3 leading).
 */
export function watchBadges(item: Pick<WatchItem, 'Status' | 'IsOutBid' | 'EffectiveDate' | 'ByWay'>, now: number): WatchBadgeKind[] {
  const badges: WatchBadgeKind[] = [];
  const soldOut = item.Status <= 0;
  const end = item.EffectiveDate ? Date.parse(item.EffectiveDate) : Number.NaN;
  const ended = item.ByWay === 2 && end <= now;
  if (soldOut) badges.push('sold-out');
  if (ended) badges.push('ended');
  if (!soldOut && !ended && item.IsOutBid === 2) badges.push('outbid');
  if (!soldOut && !ended && item.IsOutBid === 3) badges.push('leading');
  return badges;
}
