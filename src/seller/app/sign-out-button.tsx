import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { apiFetch } from '../../lib/api/api-client';

/** Signs out of Holo (the one session both sites share) and goes to Holo's home page. */
export function SignOutButton() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await apiFetch('/api/auth/sign-out', { method: 'POST', redirectOn401: false }).catch(() => undefined);
    window.location.assign('/');
  }
  return (
    <button type="button" className="btn btn--ghost btn--small seller-signout" disabled={busy} onClick={() => void signOut()}>
      {t`Sign out`}
    </button>
  );
}
