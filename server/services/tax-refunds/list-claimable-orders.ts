/** GET /api/tax-refunds/orders: the order picker, the member's claimable orders of a type, newest first, 20 a page. */
import { oldestClaimableOrder } from '../../../src/domain/tax-refunds/tax-refund-rules';
import type { TaxOrderPickerReply } from '../../../src/domain/tax-refunds/tax-refund.schema';
import type { ServiceContext } from '../context';
import { claimableTaxOrders, kindOfBusinessType, orderListRow } from './tax-order-rows';
import { requireUsMember } from './us-members-only';

export async function listClaimableOrders(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  memberId: number,
  query: { BusinessType: number; PageIndex: number; PageSize: number },
): Promise<TaxOrderPickerReply> {
  await requireUsMember(ctx.db, memberId);
  const { rows, count } = await claimableTaxOrders(ctx.db, memberId, kindOfBusinessType(query.BusinessType), oldestClaimableOrder(ctx.clock.now()), {
    limit: query.PageSize,
    offset: (query.PageIndex - 1) * query.PageSize,
  });
  return { Data: rows.map(orderListRow), Count: count };
}
