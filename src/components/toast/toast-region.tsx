import { useSnapshot } from 'valtio';
import { toasts } from './toast-store';

/** One polite live region for every toast; errors are announced assertively. */
export function ToastRegion() {
  const { items } = useSnapshot(toasts);
  return (
    <div className="toast-region" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
