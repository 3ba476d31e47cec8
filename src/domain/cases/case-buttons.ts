/**
 * The dispute dialog's main button (spec 3 section 4 "Dispute": SRBtnType with SRStatus), from the
 * case reply's fields, which the server works out from the case's state (case-state.ts).
 */
export type CaseMainButton =
  | { kind: 'revoke' }
  | { kind: 'reopen' }
  | { kind: 'appeal' }
  | { kind: 'outcome'; plan: number }
  | { kind: 'done'; label: 'completed' | 'closed' }
  | { kind: 'none' };

export function caseMainButton({ SRBtnType, SRStatus }: { SRBtnType: number; SRStatus: number }): CaseMainButton {
  if (SRBtnType === 1 || SRBtnType === 4) return { kind: 'revoke' };
  if (SRBtnType === 2) return { kind: 'reopen' };
  if (SRBtnType === 3) return { kind: 'appeal' };
  if (SRBtnType >= 6 && SRBtnType <= 9) return { kind: 'outcome', plan: SRBtnType };
  if (SRBtnType === 0 && SRStatus >= 2) return { kind: 'done', label: SRStatus === 2 ? 'completed' : 'closed' };
  return { kind: 'none' };
}

/** SRStatus 1 or lower: the case is active and the reply box shows. */
export const caseAcceptsReplies = (SRStatus: number) => SRStatus <= 1;

/**
 * Whether the order's buyer may open a case now (the link "Open a case"): paid or shipped and no case
 * yet (the row's SRType 0); never on an order Holo sold itself. An order with a case shows "View
 * case" instead, and a finished one is re-opened or appealed from its case.
 */
export function mayOpenCase({ stage, hasCase, platformSold }: { stage: string; hasCase: boolean; platformSold: boolean }): boolean {
  return !platformSold && !hasCase && (stage === 'paid' || stage === 'shipped');
}
