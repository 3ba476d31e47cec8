// The verification feature's public face: the trade gate hook other features call before bidding,
// buying or offering, the dialogs' host and the automatic prompt for the layout, and its routes.
export { useTradeGate, type GatedItem } from './gate/use-trade-gate';
export { TradeGateHost } from './gate/trade-gate-host';
export { AutoVerificationPrompt } from './gate/auto-verification-prompt';
export { verificationStateQuery } from './api/get-verification';
export { verificationRoutes } from './routes';
// The settings page's phone row adds a phone with the same dialog.
export { AddPhoneDialog } from './components/add-phone-dialog';
