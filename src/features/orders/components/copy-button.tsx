import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';

/** Copies `text` (a tracking number) and says so: spec 3 section 8 "Copy Successfully" or "Fail". */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t`Copy Successfully`, { tone: 'success' });
    } catch {
      showToast(t`Fail`, { tone: 'error' });
    }
  }
  return (
    <button type="button" className="btn btn--ghost btn--small" aria-label={label} onClick={() => void copy()}>
      {t`Copy`}
    </button>
  );
}
