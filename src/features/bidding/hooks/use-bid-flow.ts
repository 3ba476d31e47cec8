/**
 * One bid from the dialog: the client checks (empty, below the minimum), the review (amount, fees,
 * estimated total; no bid is sent before its Confirm), the request, and what the dialog says
 * afterwards. The item is reloaded after every answer; a network
 * failure only re-enables the buttons (spec 2 section 8). A ref, not only the mutation state, stops
 * a double click: the second click comes before React renders the disabled button.
 */
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { PlaceBidReply } from '../../../domain/bidding/bid.schema';
import { OutBid } from '../../../domain/bidding/bid-options';
import { bidTextToCents, checkBidAmount, needsBidConfirmation } from '../../../domain/bidding/bid-input';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { isApiError } from '../../../lib/api/api-error';
import { itemQueries } from '../../item';
import { biddingKeys } from '../api/bidding-keys';
import { usePlaceBid } from '../api/place-bid';
import { inputProblemFeedback, outbidFeedback, outcomeFeedback, refusalFeedback, type BidFeedback } from '../components/bid-feedback';
import { minimumBidCents } from '../components/bid-minimum';

interface BidFlowOptions {
  /** The server wants the deposit first (held elsewhere, released): go back to the deposit step with this amount. */
  onDepositRequired: (cents: number) => void;
  /** The server took the bid (whatever its outcome). */
  onPlaced?: () => void;
}

export function useBidFlow(item: ItemDetail, { onDepositRequired, onPlaced }: BidFlowOptions) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const placeBid = usePlaceBid(item.ID);
  const sending = useRef(false);
  const [feedback, setFeedback] = useState<BidFeedback>(null);
  /** The amount under review: nothing is sent until the member confirms it. */
  const [reviewing, setReviewing] = useState<number | null>(null);
  /** A bid went through in this dialog: its result is on screen (the push offer may follow it). */
  const [placed, setPlaced] = useState(false);

  // Someone else's bid took the lead from the viewer while the dialog is open (a live message).
  const [seenOutBid, setSeenOutBid] = useState(item.IsOutBid);
  if (seenOutBid !== item.IsOutBid) {
    setSeenOutBid(item.IsOutBid);
    if (seenOutBid === OutBid.Leading && item.IsOutBid === OutBid.Outbid) setFeedback(outbidFeedback(i18n));
  }

  const detailKey = itemQueries.detail(item.ID).queryKey;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: detailKey });
    void queryClient.invalidateQueries({ queryKey: biddingKeys.histories(item.ID) });
    void queryClient.invalidateQueries({ queryKey: biddingKeys.myBids() });
  };
  const applyReply = (reply: PlaceBidReply) =>
    queryClient.setQueryData(detailKey, (cached: ItemDetail | undefined) => {
      if (!cached) return cached;
      const { Outcome: _outcome, ...live } = reply;
      // A live message may already have brought a later bid: keep the newer counts.
      return cached.AuctionCount > reply.AuctionCount ? { ...cached, USD_MyPrice: reply.USD_MyPrice } : { ...cached, ...live };
    });

  /** Checks the amount and opens the review; a bad amount says why and stays in the form. */
  function submit(cents: number | null) {
    if (sending.current) return;
    const problem = checkBidAmount(cents, minimumBidCents(item));
    if (problem || cents === null) {
      setFeedback(problem && inputProblemFeedback(i18n, problem));
      return;
    }
    setFeedback(null);
    setReviewing(cents);
  }

  /** The review's Confirm bid: the only way a bid is sent. A network failure keeps the review open. */
  function confirm() {
    const cents = reviewing;
    if (sending.current || cents === null) return;
    sending.current = true;
    placeBid.mutate(cents, {
      onSuccess: (reply) => {
        setReviewing(null);
        setPlaced(true);
        applyReply(reply);
        setFeedback(outcomeFeedback(i18n, reply.Outcome));
        onPlaced?.();
        reload();
      },
      onError: (error) => {
        if (!isApiError(error) || error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return;
        setReviewing(null);
        if (error.code === 'DEPOSIT_REQUIRED') {
          onDepositRequired(cents);
          return;
        }
        setFeedback(refusalFeedback(i18n, error));
        reload();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return {
    feedback,
    pending: placeBid.isPending,
    /** The amount in the review, or null. */
    reviewing,
    placed,
    /** The review warns when the maximum is more than 50 times the price (a typo's extra zeros). */
    unusual: reviewing !== null && needsBidConfirmation(reviewing, item.USD_Price),
    submit,
    submitText: (text: string) => submit(bidTextToCents(text)),
    confirm,
    /** Back from the review to the form, the amount kept. */
    cancelReview: () => {
      if (!sending.current) setReviewing(null);
    },
    clearFeedback: () => setFeedback(null),
  };
}

export type BidFlow = ReturnType<typeof useBidFlow>;
