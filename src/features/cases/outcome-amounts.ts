import type { PlanResult } from '../../domain/cases/case.schema';

export type OutcomeLineKey = 'item' | 'postage' | 'serviceAndTax';

/**
 * The refund's amounts on the outcome page (spec 3 "Return case"): item, postage, the service fee
 * and tax given back, and the total back in USD; the total again in the currency paid when that is
 * not USD (converted by the server at the payment's own rate).
 */
export function outcomeAmounts(plan: Pick<PlanResult, 'RefundMoney' | 'RefundPostage' | 'ServiceAndTaxRefund' | 'RebackMoney' | 'RebackCurrency' | 'RebackMinor'>) {
  const lines: Array<{ key: OutcomeLineKey; cents: number }> = [
    { key: 'item', cents: plan.RefundMoney },
    { key: 'postage', cents: plan.RefundPostage },
    { key: 'serviceAndTax', cents: plan.ServiceAndTaxRefund },
  ];
  const currency = plan.RebackCurrency.toUpperCase();
  return {
    lines,
    totalCents: plan.RebackMoney,
    paid: currency && currency !== 'USD' ? { currency, minor: plan.RebackMinor } : null,
  };
}

/** The outcome page's heading by PlanSRResultStatus (6 to 9). */
export type OutcomeStage = 'waiting_refund' | 'awaiting_address' | 'return_item' | 'refunded' | 'unknown';

export function outcomeStage(status: number): OutcomeStage {
  switch (status) {
    case 6:
      return 'waiting_refund';
    case 7:
      return 'awaiting_address';
    case 8:
      return 'return_item';
    case 9:
      return 'refunded';
    default:
      return 'unknown';
  }
}
