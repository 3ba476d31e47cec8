/**
 * The order detail pages' progress stepper (spec 3 "Order detail screens", section 4): submitted,
 * paid, shipped, finished, each with its date once reached. A closed order shows the steps it did
 * reach, then "closed" with its date, instead of the steps it never will.
 */
import type { MyOrderRow, MyStoreOrderRow } from './order-list.schema';
import { orderStage, type OrderStage } from './order-stage';

export type OrderStepKey = 'submitted' | 'paid' | 'shipped' | 'finished' | 'closed';

export interface OrderStep {
  key: OrderStepKey;
  /** When the step was reached; null while it is not (or when the order does not say). */
  date: string | null;
  lit: boolean;
  /** The last lit step: where the order is now. */
  current: boolean;
}

export interface OrderTimeline {
  stage: OrderStage;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  finishedAt: string | null;
  closedAt: string | null;
}

const reachedBy: Record<OrderStage, number> = { unpaid: 0, paid: 1, shipped: 2, finished: 3, closed: -1 };

export function orderSteps({ stage, createdAt, paidAt, shippedAt, finishedAt, closedAt }: OrderTimeline): OrderStep[] {
  const steps: Array<Omit<OrderStep, 'current'>> =
    stage === 'closed'
      ? [
          { key: 'submitted', date: createdAt, lit: true },
          ...(paidAt ? [{ key: 'paid' as const, date: paidAt, lit: true }] : []),
          ...(shippedAt ? [{ key: 'shipped' as const, date: shippedAt, lit: true }] : []),
          { key: 'closed', date: closedAt, lit: true },
        ]
      : (
          [
            ['submitted', createdAt],
            ['paid', paidAt],
            ['shipped', shippedAt],
            ['finished', finishedAt],
          ] as const
        ).map(([key, date], index) => {
          const lit = index <= reachedBy[stage];
          return { key, date: lit ? date : null, lit };
        });
  const last = steps.findLastIndex((step) => step.lit);
  return steps.map((step, index) => ({ ...step, current: index === last }));
}

type MarketplaceTimes = Pick<MyOrderRow, 'OrderStatus' | 'IsReceive' | 'CreateDate' | 'PaidAt' | 'SendTime' | 'FinishTime' | 'ClosedAt'>;

export function marketplaceOrderSteps(order: MarketplaceTimes): OrderStep[] {
  return orderSteps({
    stage: orderStage(order.OrderStatus, order.IsReceive),
    createdAt: order.CreateDate,
    paidAt: order.PaidAt,
    shippedAt: order.SendTime,
    finishedAt: order.FinishTime,
    closedAt: order.ClosedAt,
  });
}

type StoreTimes = Pick<MyStoreOrderRow, 'OrderStatus' | 'IsReceive' | 'CreateDate' | 'PayDateTime' | 'SendDateTime' | 'CompleteTime' | 'ClosedAt'>;

export function storeOrderSteps(order: StoreTimes): OrderStep[] {
  return orderSteps({
    stage: orderStage(order.OrderStatus, order.IsReceive),
    createdAt: order.CreateDate,
    paidAt: order.PayDateTime,
    shippedAt: order.SendDateTime,
    finishedAt: order.CompleteTime,
    closedAt: order.ClosedAt,
  });
}
