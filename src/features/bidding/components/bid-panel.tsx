import { useId, useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast/toast-store';
import { bidTextToCents } from '../../../domain/bidding/bid-input';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { msUntil } from '../../../domain/catalog/countdown';
import { isApiError } from '../../../lib/api/api-error';
import { formatUsd } from '../../../domain/format/format-usd';
import { useClock } from '../../../lib/hooks/use-clock';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { errorText } from '../../../lib/i18n/error-messages';
import { useTradeGate } from '../../verification';
import { depositCheckQuery } from '../api/get-deposit-check';
import { usePayDeposit } from '../api/pay-deposit';
import { useBidFlow } from '../hooks/use-bid-flow';
import { useOnline } from '../../../lib/hooks/use-online';
import { loadOnce } from '../../../lib/async/load-once';
import type { BidDialogProps, BidStep } from './bid-dialog';
import { BidAmountInput } from './bid-amount-input';
import { minimumBidCents } from './bid-minimum';
import { OfflineNote } from './offline-note';

type Availability = 'open' | 'own' | 'not-started' | 'ended';

/**
 * The dialog's code (steps, rules, quick bids) is not part of the item page's first view: it loads
 * when Place bid is pressed, alongside the gate and the deposit check that must answer first anyway.
 */
const loadBidDialog = loadOnce(async () => (await import('./bid-dialog')).BidDialog);

function availability(item: ItemDetail, now: number): Availability {
  if (item.Status < 0 || (item.Status === 1 && item.EffectiveDate !== null && msUntil(item.EffectiveDate, now) <= 0)) return 'ended';
  if (item.IsOwn) return 'own';
  if (item.Status !== 1) return 'not-started';
  return 'open';
}

/**
 * The auction's bid box on the item page (and the bid history): a maximum-bid field and Place bid.
 * Pressing it runs the trade gate, then the deposit check: the dialog opens on the CHP deposit step
 * when the deposit is not held yet, else on Place bid. An amount typed here (Enter, or Place bid)
 * opens the review: nothing is bid before its Confirm bid.
 */
export function BidPanel({ item }: { item: ItemDetail }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const gate = useTradeGate();
  const online = useOnline();
  const now = useClock() + useServerOffset();
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [BidDialog, setBidDialog] = useState<ComponentType<BidDialogProps> | null>(null);
  const [step, setStep] = useState<BidStep>('auction');
  const [opening, setOpening] = useState(false);
  const [amountText, setAmountText] = useState('');
  /** An amount to bid as soon as the deposit is held (spec 2 section 4). */
  const [pendingCents, setPendingCents] = useState<number | null>(null);
  const [depositError, setDepositError] = useState<string | null>(null);

  const payDeposit = usePayDeposit(item.ID);
  // While the deposit step shows, a charge in another tab is picked up when the member comes back.
  const check = useQuery({ ...depositCheckQuery(item.ID), enabled: open && step === 'deposit' });
  const flow = useBidFlow(item, {
    onDepositRequired: (cents) => {
      setPendingCents(cents);
      setStep('deposit');
    },
    onPlaced: () => setAmountText(''),
  });

  const state = availability(item, now);
  const failToast = (error: unknown) =>
    showToast(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });

  async function start() {
    if (opening || !online) return;
    const typed = amountText.trim() === '' ? undefined : bidTextToCents(amountText);
    setOpening(true);
    const dialogCode = loadBidDialog();
    dialogCode.catch(() => {}); // awaited below only once the gate lets the member through
    try {
      if (!(await gate(item))) return;
      const deposit = await queryClient.fetchQuery({ ...depositCheckQuery(item.ID), staleTime: 0 });
      const Dialog = await dialogCode;
      setBidDialog(() => Dialog);
      flow.clearFeedback();
      setDepositError(null);
      setOpen(true);
      if (deposit.InAuction) {
        setStep('auction');
        if (typed !== undefined) flow.submit(typed);
      } else {
        setStep('deposit');
        setPendingCents(typed === undefined ? null : (typed ?? 0));
      }
    } catch (error) {
      failToast(error);
    } finally {
      setOpening(false);
    }
  }

  function agree() {
    setDepositError(null);
    payDeposit.mutate(undefined, {
      onSuccess: (reply) => {
        if (!reply.InAuction) return;
        setStep('auction');
        if (pendingCents !== null) flow.submit(pendingCents);
        setPendingCents(null);
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT')) return;
        setDepositError(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'SERVER_ERROR'));
        void check.refetch();
      },
    });
  }

  const close = () => {
    setOpen(false);
    setPendingCents(null);
    flow.cancelReview();
  };

  const minimumText = formatUsd(minimumBidCents(item), i18n.locale);
  const note =
    state === 'own' ? t`You cannot bid on your own item`
    : state === 'not-started' ? t`Bidding has not started yet`
    : null;

  return (
    <>
      {state !== 'ended' && (
        <form
          className="bid-panel"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          {state === 'open' && (
            <div className="field">
              <label htmlFor={inputId} className="field__label">
                {t`Your maximum bid (USD)`}
              </label>
              <BidAmountInput id={inputId} hintId={hintId} value={amountText} minimumText={minimumText} onChange={setAmountText} />
              <span id={hintId} className="bid-amount__hint">
                {t`Enter ${minimumText} or more`}
              </span>
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--block bid-panel__button" disabled={state !== 'open' || !online || opening}>
            {t`Place bid`}
          </button>
          {note && <p className="bid-panel__note">{note}</p>}
          {state === 'open' && !online && <OfflineNote />}
        </form>
      )}
      {open && BidDialog && (
        <BidDialog
          open={open}
          step={step}
          item={item}
          flow={flow}
          check={check.data}
          depositError={depositError}
          paying={payDeposit.isPending}
          online={online}
          amountText={amountText}
          onAmountText={setAmountText}
          onAgree={agree}
          onClose={close}
        />
      )}
    </>
  );
}
