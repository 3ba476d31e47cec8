import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../components/status/status-panel';
import { signOutOfConsole } from './sign-out';

/** A member who holds no desk: nothing of the tools, a way back to Holo and out. */
export function NoAccess() {
  const { t } = useLingui();
  return (
    <main className="staff-standalone">
      <StatusPanel
        heading="h1"
        title={t`No access`}
        actions={
          <>
            <a className="btn btn--primary" href="/">{t`Back to Holo`}</a>
            <button type="button" className="btn btn--ghost" onClick={() => void signOutOfConsole()}>{t`Sign out`}</button>
          </>
        }
      >
        {t`The staff console is for Holo's staff. Your account holds no desk.`}
      </StatusPanel>
    </main>
  );
}
