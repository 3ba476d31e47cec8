import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { pwaUpdate } from './pwa-update-store';

/** "A new version is available — Reload", shown while a new service worker waits. */
export function UpdatePrompt() {
  const { t } = useLingui();
  const { waiting } = useSnapshot(pwaUpdate);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t`A new version is available`}</span>
      <button type="button" className="btn btn--primary btn--small" onClick={() => pwaUpdate.apply?.()}>
        {t`Reload`}
      </button>
      <button type="button" className="update-prompt__close" aria-label={t`Later`} onClick={() => (pwaUpdate.waiting = false)}>
        ×
      </button>
    </div>
  );
}
