/**
 * The seller site's navigation: each feature's `navItem` (src/seller/features/<area>/routes.tsx),
 * in the order of `order`. Labels are message descriptors, translated where they are drawn.
 */
import type { MessageDescriptor } from '@lingui/core';

export interface SellerNavItem {
  /** The page's path under /seller ('/' is the dashboard). */
  to: string;
  label: MessageDescriptor;
  /** Lower comes first: dashboard 0, listings 10, offers 20, orders 30, cases 40, feedback 50, messages 60, proceeds 70, store 80. */
  order: number;
}

export function sortNav(items: readonly SellerNavItem[]): SellerNavItem[] {
  return [...items].sort((a, b) => a.order - b.order);
}
