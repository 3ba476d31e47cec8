/** Short messages shown over the page (sign-in failures, "Registered successfully!"). */
import { proxy } from 'valtio';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

export const toasts = proxy<{ items: Toast[] }>({ items: [] });

let nextId = 1;

/** Shows an already translated text for `durationMs` (2 s by default, as the spec's sign-in toast). */
export function showToast(text: string, { tone = 'info', durationMs = 2000 }: { tone?: ToastTone; durationMs?: number } = {}) {
  const id = nextId++;
  toasts.items.push({ id, text, tone });
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  const index = toasts.items.findIndex((toast) => toast.id === id);
  if (index >= 0) toasts.items.splice(index, 1);
}
