import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Dialog } from '../../../components/dialog/dialog';
import { session } from '../../../lib/session/session-store';
import { LegalText } from '../../legal';
import { CloseAccountDialog } from '../components/close-account-dialog';

/**
 * /terms/account (spec 3 "Close account page"): the closing terms for everyone; a signed-in member
 * who is not a seller also gets "Close my account", which opens the checklist dialog. After closing,
 * the logout notice, then home.
 */
export function AccountTermsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [closed, setClosed] = useState(false);
  const mayClose = Boolean(user && !user.IsSeller);

  return (
    <div className="page account-terms-page">
      {/* The closing terms from the legal texts (cached on the device, in the reader's language). */}
      <LegalText textKey="account" />
      {mayClose && (
        <div className="account-terms__actions">
          <button type="button" className="btn btn--primary close-account-button" onClick={() => setDialogOpen(true)}>
            {t`Close my account`}
          </button>
        </div>
      )}
      <CloseAccountDialog
        open={dialogOpen && !closed}
        onClose={() => setDialogOpen(false)}
        onClosed={() => {
          setDialogOpen(false);
          setClosed(true);
        }}
      />
      <Dialog
        open={closed}
        title={t`Your account is closed`}
        onClose={() => navigate('/', { replace: true })}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => navigate('/', { replace: true })} data-autofocus>
            {t`OK`}
          </button>
        }
      >
        <p>{t`You have been signed out. Thank you for trading on Holo.`}</p>
      </Dialog>
    </div>
  );
}
