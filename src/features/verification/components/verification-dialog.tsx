import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { VerificationFlow } from './verification-flow';

/** The ID verification dialog; mounted only while open, so it reads the state afresh each time. */
export function VerificationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open title={t`ID verification`} onClose={onClose} className="verify-dialog">
      <VerificationFlow onClose={onClose} />
    </Dialog>
  );
}
