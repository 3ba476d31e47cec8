/**
 * Which gate dialog is open (valtio), shown by the one <TradeGateHost/> in the layout so any page
 * can open them. Opening returns a promise that settles when the dialog closes: true when the member
 * completed it (added the phone), false otherwise. Opening another dialog settles the previous one.
 */
import { proxy } from 'valtio';

export type GateDialog = 'verify' | 'phone' | 'address';

export const gateDialogs = proxy<{ open: GateDialog | null }>({ open: null });

let settle: ((completed: boolean) => void) | null = null;

export function openGateDialog(dialog: GateDialog): Promise<boolean> {
  settle?.(false);
  gateDialogs.open = dialog;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function closeGateDialog(completed = false) {
  gateDialogs.open = null;
  const done = settle;
  settle = null;
  done?.(completed);
}
