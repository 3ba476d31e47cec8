import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../status/status-panel';

/**
 * An honest placeholder for a page the header already links to but a later part of Holo builds.
 * It says so, and offers the way home; it never shows made-up data.
 */
export function ComingSoonPage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="page page--narrow">
      <StatusPanel
        heading="h1"
        title={title}
        actions={
          <Link to="/" className="btn btn--ghost">
            <Trans>Back to the home page</Trans>
          </Link>
        }
      >
        {children ?? (
          <p>
            <Trans>This part of Holo is not open yet. It is on its way.</Trans>
          </p>
        )}
      </StatusPanel>
    </div>
  );
}
