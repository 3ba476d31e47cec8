import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { session } from '../../../lib/session/session-store';
import { AddPhoneDialog } from '../components/add-phone-dialog';
import { VerificationDialog } from '../components/verification-dialog';
import { closeGateDialog, gateDialogs } from '../state/gate-dialogs';

/** Where the address book lives (spec 3 "Settings": shipping addresses). */
export const ADDRESS_BOOK_PATH = '/myholo/address';

/** The gate's dialogs, mounted once in the layout so useTradeGate works from any page. */
export function TradeGateHost() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { open } = useSnapshot(gateDialogs);
  const { user } = useSnapshot(session);
  return (
    <>
      {open === 'verify' && <VerificationDialog onClose={() => closeGateDialog(false)} />}
      {open === 'phone' && (
        <AddPhoneDialog defaultCountry={user?.MemberSource} onAdded={() => closeGateDialog(true)} onCancel={() => closeGateDialog(false)} />
      )}
      <ConfirmDialog
        open={open === 'address'}
        title={t`You have not set your shipping address!`}
        confirmLabel={t`Go to Set`}
        onConfirm={() => {
          closeGateDialog(false);
          navigate(ADDRESS_BOOK_PATH);
        }}
        onCancel={() => closeGateDialog(false)}
      >
        <p className="dialog__text">{t`Add a shipping address to bid, buy or make offers.`}</p>
      </ConfirmDialog>
    </>
  );
}
