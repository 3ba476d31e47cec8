import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { appConfigQuery } from '../../../lib/app-config/app-config-query';
import { ProviderHumanCheck } from './provider-human-check';
import { SandboxHumanCheck } from './sandbox-human-check';

interface HumanCheckDialogProps {
  onCancel: () => void;
  onPassed: (token: string) => void;
}

/**
 * The human check asked before a code is sent: the configured provider's widget (Turnstile or
 * hCaptcha), or the sandbox's picture of a sum. Either ends in a token the code request carries.
 * Mounted only while open, so every opening starts afresh.
 */
export function HumanCheckDialog({ onCancel, onPassed }: HumanCheckDialogProps) {
  const { t } = useLingui();
  const config = useQuery(appConfigQuery);
  const check = config.data?.HumanCheck;
  return (
    <Dialog open title={t`Quick check`} onClose={onCancel}>
      {config.isPending ? (
        <p className="dialog__text" role="status">
          {t`Loading the question…`}
        </p>
      ) : check && check.Provider !== 'sandbox' && check.SiteKey ? (
        <ProviderHumanCheck provider={check.Provider} siteKey={check.SiteKey} onCancel={onCancel} onPassed={onPassed} />
      ) : (
        <SandboxHumanCheck onCancel={onCancel} onPassed={onPassed} />
      )}
    </Dialog>
  );
}
