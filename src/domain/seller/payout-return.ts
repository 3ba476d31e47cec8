/**
 * The merchant status page's query (spec 3 "Merchant status page"). The payout provider sends the
 * member back to /merchants?type=payout&account=…&ref=…&outcome=…&sig=…: the page passes that signed
 * result to POST /api/me/seller-application/return and shows the status it answers, so it reads
 * nothing on a timer. The old app's type=stripe (a return from Stripe without a result in the query)
 * likewise reads the status at once. Any other opening reads it 2 seconds after the page opens, as
 * the spec says (the provider's and the desk's decisions may land in the meantime).
 */
import type { PayoutResultBody, SellerApplicationReply } from './seller-application.schema';

export const STATUS_READ_DELAY_MS = 2000;

/** The signed result in the query, or null when the page was not opened by the provider's return. */
export function readPayoutReturn(query: URLSearchParams): PayoutResultBody | null {
  if (query.get('type') !== 'payout') return null;
  const AccountId = query.get('account');
  const Reference = query.get('ref');
  const Outcome = query.get('outcome');
  const Signature = query.get('sig');
  if (!AccountId || !Reference || !Signature || (Outcome !== 'verified' && Outcome !== 'rejected')) return null;
  return { AccountId, Reference, Outcome, Signature };
}

/** How long the page waits before reading the status: 0 right after the provider's return. */
export function statusReadDelay(query: URLSearchParams): number {
  const type = query.get('type');
  return type === 'payout' || type === 'stripe' ? 0 : STATUS_READ_DELAY_MS;
}

export type MerchantView = 'none' | 'waiting' | 'active' | 'refused-provider' | 'refused-staff' | 'seller';

/** What the status page shows for an application (a seller who already started selling: the seller site). */
export function merchantViewOf(reply: SellerApplicationReply): MerchantView {
  if (reply.IsSeller) return 'seller';
  switch (reply.Status) {
    case 0:
    case 1:
      return 'waiting';
    case 2:
      return 'active';
    case 3:
      return reply.RefusedBy === 'staff' ? 'refused-staff' : 'refused-provider';
    default:
      return 'none';
  }
}
