import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { Dialog } from '../../../components/dialog/dialog';
import type { DepositCheckReply } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import type { BidFlow } from '../hooks/use-bid-flow';
import { AuctionStep } from './auction-step';
import { DepositActions, DepositStep } from './deposit-step';

export type BidStep = 'deposit' | 'auction';

export interface BidDialogProps {
  open: boolean;
  step: BidStep;
  item: ItemDetail;
  flow: BidFlow;
  check: DepositCheckReply | undefined;
  depositError: string | null;
  paying: boolean;
  online: boolean;
  amountText: string;
  onAmountText: (text: string) => void;
  onAgree: () => void;
  onClose: () => void;
}

/** The bid dialog: the CHP deposit step first when needed, then Place bid; and the 50x confirmation. */
export function BidDialog(props: BidDialogProps) {
  const { t, i18n } = useLingui();
  const { open, step, item, flow, onClose } = props;
  const confirming = flow.confirming;
  const confirmAmount = confirming === null ? '' : formatUsd(confirming, i18n.locale);
  return (
    <>
      <Dialog
        open={open}
        title={step === 'deposit' ? t`CHP deposit` : t`Place bid`}
        onClose={onClose}
        className="bid-dialog"
        actions={
          step === 'deposit' ? (
            <DepositActions check={props.check} paying={props.paying} online={props.online} onAgree={props.onAgree} onCancel={onClose} />
          ) : (
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t`Close`}
            </button>
          )
        }
      >
        {step === 'deposit' ? (
          <DepositStep check={props.check} error={props.depositError} />
        ) : (
          <AuctionStep item={item} flow={flow} amountText={props.amountText} onAmountText={props.onAmountText} online={props.online} />
        )}
      </Dialog>
      <ConfirmDialog
        open={open && confirming !== null}
        title={t`Are you sure you want to bid?`}
        confirmLabel={t`Bid ${confirmAmount}`}
        onConfirm={flow.confirm}
        onCancel={flow.cancelConfirm}
        busy={flow.pending}
      >
        <p className="dialog__text">{t`Your maximum bid of ${confirmAmount} is more than 50 times the current price.`}</p>
      </ConfirmDialog>
    </>
  );
}
