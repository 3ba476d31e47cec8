// Buyer protection in the PWA: the dispute dialog and its link on orders, and the refund outcome
// page (/pay/outcome/{orderId}, routes.tsx).
export { CaseButton } from './components/case-button';
export { CaseDialog } from './components/case-dialog';
export { caseKeys } from './api/case-api';
export { caseDialogHref, outcomeHref } from './outcome-href';
