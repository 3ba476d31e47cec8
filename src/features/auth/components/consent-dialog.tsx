import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';

interface ConsentDialogProps {
  open: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

/** Shown when the terms box is unticked on submit; Agree ticks it and carries on. */
export function ConsentDialog({ open, onAgree, onCancel }: ConsentDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Terms and privacy`}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn--primary" onClick={onAgree} data-autofocus>
            {t`Agree`}
          </button>
        </>
      }
    >
      <p className="dialog__text">
        <Trans>
          To continue, please read and agree to the{' '}
          <Link to="/terms/service" target="_blank">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/terms/privacy" target="_blank">
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
    </Dialog>
  );
}
