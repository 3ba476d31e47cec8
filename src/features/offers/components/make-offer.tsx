import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { showToast } from '../../../components/toast/toast-store';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { OfferStatus } from '../../../domain/offers/offer.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { useTradeGate } from '../../verification';
import { useMakeOffer } from '../api/make-offer';
import { MakeOfferDialog } from './make-offer-dialog';
import { offerPushNotifications } from '../../push';

/** Offers are for marketplace buy-now listings on sale whose seller allows them (spec: Bargain 1). */
export const takesOffers = (item: Pick<ItemDetail, 'Bargain' | 'ByWay' | 'OrderType' | 'Status'>) =>
  item.Bargain && item.ByWay === 1 && item.OrderType === 0 && item.Status === 1;

/**
 * Make offer on the item page (spec 2 "Make-offer dialog", section 4 rule 6): shown when the listing
 * takes offers and the member has an address and a phone (visitors see it and go to sign in); the
 * trade gate runs before the dialog opens. On success it goes to the offer history.
 */
export function MakeOffer({ item }: { item: ItemDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const gate = useTradeGate();
  const { user } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const send = useMakeOffer(item.ID);

  if (!takesOffers(item)) return null;
  if (user && (user.Count === 0 || !user.TelPhone)) return null;

  async function start() {
    if (opening) return;
    setOpening(true);
    try {
      if (await gate(item)) setOpen(true);
    } finally {
      setOpening(false);
    }
  }

  function onSend(offer: { priceCents: number; remark: string }) {
    send.mutate(offer, {
      onSuccess: (reply) => {
        setOpen(false);
        if (reply.Status === OfferStatus.Accepted) showToast(t`Your offer has been accepted.`, { tone: 'success', durationMs: 4000 });
        else if (reply.Status === OfferStatus.Declined) showToast(t`Your offer was declined.`, { tone: 'error', durationMs: 4000 });
        else {
          showToast(t`Your offer has been sent.`, { tone: 'success' });
          offerPushNotifications();
        }
        navigate(`/myholo/offerhistory/${item.ID}`);
      },
      onError: (error) => {
        // A network failure only re-enables the buttons (spec 2 section 8).
        if (!isApiError(error) || error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return;
        showToast(errorText(i18n, error.code, error.message, error.values), { tone: 'error', durationMs: 4000 });
        if (error.code === 'ITEM_SOLD') setOpen(false);
      },
    });
  }

  return (
    <>
      <button type="button" className="btn btn--ghost btn--block make-offer__button" onClick={() => void start()} disabled={item.IsOwn || opening}>
        {t`Make offer`}
      </button>
      {open && <MakeOfferDialog buyNowCents={item.USD_Price} sending={send.isPending} onSend={onSend} onClose={() => setOpen(false)} />}
    </>
  );
}
