import type { OrderRef } from '../orders';

/** The refund outcome page (spec 3 routes: /pay/outcome/{orderId}); a store order says so in the query. */
export function outcomeHref({ kind, id }: OrderRef): string {
  return kind === 'order' ? `/pay/outcome/${id}` : `/pay/outcome/${id}?kind=store`;
}

/**
 * Where a case notice (SendType 9) takes the member: the order's detail page with the dispute dialog
 * open (`?case=1`, read by the order's case button). There is no notification inbox yet; push
 * notices carry this as their url.
 */
export function caseDialogHref({ kind, id }: OrderRef): string {
  return kind === 'order' ? `/myholo/detail/${id}?case=1` : `/myholo/orderdetail/${id}?case=1`;
}
