import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../components/dialog/dialog';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { installState, promptInstall } from './install-store';

/** "Install the app" in the footer: the browser's prompt, or on iOS Safari the Add to Home Screen steps. */
export function InstallEntry({ className }: { className?: string }) {
  const { t } = useLingui();
  const { way } = useSnapshot(installState);
  const [showSteps, setShowSteps] = useState(false);
  // The server drew no entry: a way known before the app took the page over shows right after.
  const hydrated = useHydrated();
  if (!way || !hydrated) return null;
  const onClick = () => (way === 'prompt' ? void promptInstall() : setShowSteps(true));
  return (
    <>
      <button type="button" className={className} onClick={onClick}>
        {t`Install the Holo app`}
      </button>
      <Dialog
        open={showSteps}
        title={t`Add Holo to your Home Screen`}
        onClose={() => setShowSteps(false)}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setShowSteps(false)} data-autofocus>
            {t`Got it`}
          </button>
        }
      >
        <ol className="install-steps">
          <li>{t`Tap the Share button in Safari's toolbar.`}</li>
          <li>{t`Scroll down and tap Add to Home Screen.`}</li>
          <li>{t`Tap Add. Holo opens from your Home Screen, also without a connection.`}</li>
        </ol>
      </Dialog>
    </>
  );
}
