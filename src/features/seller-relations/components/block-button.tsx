import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useMemberAction } from '../../auth';
import { useToggleBlock } from '../api/toggle-block';

export interface BlockButtonProps {
  memberId: number;
  blocked: boolean;
}

/** Block (after the spec's confirm) / Unblock a seller on their store page. */
export function BlockButton({ memberId, blocked }: BlockButtonProps) {
  const { t, i18n } = useLingui();
  const guard = useMemberAction();
  const toggle = useToggleBlock();
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(blocked);
  const [seen, setSeen] = useState(blocked);
  if (seen !== blocked) {
    setSeen(blocked);
    setShown(blocked);
  }

  const run = (block: boolean) =>
    toggle.mutate(
      { memberId, block },
      {
        onSuccess: (reply) => {
          setShown(reply.IsInBlacklist);
          setConfirming(false);
          showToast(reply.IsInBlacklist ? t`Blocked successfully` : t`Unblocked successfully`, { tone: 'success' });
        },
        onError: (error) => {
          setConfirming(false);
          showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });
        },
      },
    );

  const onClick = () => guard(() => (shown ? run(false) : setConfirming(true)));

  return (
    <>
      <button type="button" className="btn btn--ghost btn--small block-button" aria-pressed={shown} onClick={onClick} disabled={toggle.isPending}>
        {shown ? t`Unblock` : t`Block`}
      </button>
      <Dialog
        open={confirming}
        title={t`Block this seller?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => run(true)} disabled={toggle.isPending} data-autofocus>
              {t`Block`}
            </button>
          </>
        }
      >
        <p>{t`If you block him, he can not chat with you.`}</p>
      </Dialog>
    </>
  );
}
