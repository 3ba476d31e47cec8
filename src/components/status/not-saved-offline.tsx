import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from './status-panel';

interface NotSavedOfflineProps {
  /** What cannot be shown; "This page was not saved for offline use" when left out. */
  title?: ReactNode;
  children?: ReactNode;
  heading?: 'h1' | 'h2';
}

/**
 * Offline, with nothing on this device to show (a page never opened online, a search): says so
 * and offers the lists the device does keep (DESIGN.md section 6), instead of a page that waits.
 */
export function NotSavedOffline({ title, children, heading = 'h2' }: NotSavedOfflineProps) {
  const { t } = useLingui();
  return (
    <StatusPanel
      heading={heading}
      title={title ?? t`This page was not saved for offline use`}
      actions={
        <>
          <Link to="/myholo/watch" className="btn btn--primary">
            {t`Open your watch list`}
          </Link>
          <Link to="/myholo/purchase" className="btn btn--ghost">
            {t`Open your orders`}
          </Link>
        </>
      }
    >
      {children ?? <p>{t`It appears once you are back online. Pages you opened before are kept on this device.`}</p>}
    </StatusPanel>
  );
}
