/**
 * One bid from the dialog: the client checks (empty, below the minimum), the 50x confirmation, the
 * request, and what the dialog says afterwards. The item is reloaded after every answer; a network
 * failure only re-enables the buttons (spec 2 section 8). A ref, not only the mutation state, stops
 * a double click: the second click comes before React renders the disabled button.
 */
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { OutBid, type PlaceBidReply } from '../../../domain/bidding/bid.schema';
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
  const [confirming, setConfirming] = useState<number | null>(null);

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

  function submit(cents: number | null, confirmed = false) {
    if (sending.current) return;
    const problem = checkBidAmount(cents, minimumBidCents(item));
    if (problem || cents === null) {
      setFeedback(problem && inputProblemFeedback(i18n, problem));
      return;
    }
    if (!confirmed && needsBidConfirmation(cents, item.USD_Price)) {
      setConfirming(cents);
      return;
    }
    setConfirming(null);
    setFeedback(null);
    sending.current = true;
    placeBid.mutate(cents, {
      onSuccess: (reply) => {
        applyReply(reply);
        setFeedback(outcomeFeedback(i18n, reply.Outcome));
        onPlaced?.();
        reload();
      },
      onError: (error) => {
        if (!isApiError(error) || error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return;
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
    /** The amount waiting for 'Are you sure you want to bid?', or null. */
    confirming,
    submit,
    submitText: (text: string) => submit(bidTextToCents(text)),
    confirm: () => confirming !== null && submit(confirming, true),
    cancelConfirm: () => setConfirming(null),
    clearFeedback: () => setFeedback(null),
  };
}

export type BidFlow = ReturnType<typeof useBidFlow>;
