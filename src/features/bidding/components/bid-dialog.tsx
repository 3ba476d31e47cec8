import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { DepositCheckReply } from '../../../domain/bidding/bid.schema';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import type { BidFlow } from '../hooks/use-bid-flow';
import { AuctionStep } from './auction-step';
import { BidReview, BidReviewActions } from './bid-review';
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

/**
 * The bid dialog: the CHP deposit step first when needed, then Place bid; an amount (typed, or a
 * quick bid) turns the same dialog into the review, so no second modal stacks on the first. Escape
 * in the review goes back to Place bid rather than closing.
 */
export function BidDialog(props: BidDialogProps) {
  const { t } = useLingui();
  const { open, step, item, flow, onClose } = props;
  const reviewing = step === 'auction' ? flow.reviewing : null;
  const title = step === 'deposit' ? t`CHP deposit` : reviewing !== null ? t`Review bid` : t`Place bid`;
  const actions =
    step === 'deposit' ? <DepositActions check={props.check} paying={props.paying} online={props.online} onAgree={props.onAgree} onCancel={onClose} />
    : reviewing !== null ? <BidReviewActions pending={flow.pending} online={props.online} onCancel={flow.cancelReview} onConfirm={flow.confirm} />
    : (
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {t`Close`}
      </button>
    );
  return (
    <Dialog open={open} title={title} onClose={reviewing !== null ? flow.cancelReview : onClose} className="bid-dialog" actions={actions}>
      {step === 'deposit' ? (
        <DepositStep check={props.check} error={props.depositError} />
      ) : reviewing !== null ? (
        <BidReview item={item} cents={reviewing} unusual={flow.unusual} online={props.online} />
      ) : (
        <AuctionStep item={item} flow={flow} amountText={props.amountText} onAmountText={props.onAmountText} online={props.online} />
      )}
    </Dialog>
  );
}
