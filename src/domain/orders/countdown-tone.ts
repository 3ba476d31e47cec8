/**
 * The unpaid order's countdown (spec 3 section 4 "Countdowns"). Holo's orders carry their pay-by
 * time (PayDueAt), not the original CountDown / CountDownType, so the type is read from the order:
 * 1 paying (time left), 2 the time is up but the sweeper has not closed it yet, 3 closed by the
 * system unpaid. Red when the type is above 1, or under 12 hours (43200 s) when it is 1.
 */
import type { OrderStage } from './order-stage';

export const CountDownType = { None: 0, Paying: 1, TimeUp: 2, ClosedUnpaid: 3 } as const;
export type CountDownTypeValue = (typeof CountDownType)[keyof typeof CountDownType];

/** Spec 3 section 9: the countdown turns red under 12 hours. */
export const PAY_URGENT_WITHIN_SECONDS = 43_200;

export interface PayCountdownInput {
  stage: OrderStage;
  /** Milliseconds left to pay (negative once the time is up). */
  msLeft: number;
  /** When it was paid; a closed order never paid was closed for want of payment. */
  paidAt: string | null;
}

export function countDownType({ stage, msLeft, paidAt }: PayCountdownInput): CountDownTypeValue {
  if (stage === 'unpaid') return msLeft > 0 ? CountDownType.Paying : CountDownType.TimeUp;
  if (stage === 'closed' && paidAt === null) return CountDownType.ClosedUnpaid;
  return CountDownType.None;
}

/** Whether the countdown shows red (spec 3: type above 1, or under 43200 s for type 1). */
export function isCountdownUrgent(type: CountDownTypeValue, msLeft: number): boolean {
  if (type === CountDownType.None) return false;
  if (type > CountDownType.Paying) return true;
  return Math.floor(msLeft / 1000) < PAY_URGENT_WITHIN_SECONDS;
}
