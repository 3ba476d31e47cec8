import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { whenUserKnown } from '../../../lib/session/session-store';
import { useTradeGate } from '../../verification';
import { useBuyNow } from '../api/buy-now';
import { useOnline } from '../../../lib/hooks/use-online';
import { saveMarketplaceCheck } from '../state/check-selection';
import { BuyNowDialog } from './buy-now-dialog';

/**
 * Buy now on a marketplace buy-now listing (spec 2 "Item detail", section 4 gate): visitors go to
 * sign in and come back; members pass the trade gate, confirm the price breakdown, and the order
 * is created and opened at /pay/checkout/{id}. Sold or ended listings show no button; a coming-soon
 * one answers with the 'Coming Soon' dialog. Offline the button waits: buying is never queued.
 */
export function BuyNow({ item }: { item: ItemDetail }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const gate = useTradeGate();
  const online = useOnline();
  const buy = useBuyNow(item.ID);
  const [dialog, setDialog] = useState<'confirm' | 'coming-soon' | null>(null);
  const [opening, setOpening] = useState(false);

  if (item.OrderType !== 0 || (item.Status !== 1 && item.Status !== 2)) return null;
  const comingSoon = item.Status === 2;

  async function start() {
    if (opening || !online) return;
    setOpening(true);
    try {
      if (!(await whenUserKnown())) {
        rememberReturnPage(location.pathname + location.search);
        navigate('/login');
        return;
      }
      if (comingSoon) return setDialog('coming-soon');
      if (await gate(item)) setDialog('confirm');
    } finally {
      setOpening(false);
    }
  }

  function confirm() {
    buy.mutate(undefined, {
      onSuccess: ({ OrderId }) => {
        setDialog(null);
        saveMarketplaceCheck(OrderId);
        navigate(`/pay/checkout/${OrderId}`);
      },
      onError: (error) => {
        const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
        showToast(errorText(i18n, code, isApiError(error) ? error.message : undefined, isApiError(error) ? error.values : undefined), {
          tone: 'error',
          durationMs: 4000,
        });
        if (code !== 'NETWORK_ERROR' && code !== 'TIMEOUT') setDialog(null);
      },
    });
  }

  const note = item.IsOwn ? t`You cannot buy your own item` : !online ? t`You are offline: buying needs a connection` : null;
  return (
    <div className="buy-now">
      <button
        type="button"
        className="btn btn--primary btn--block buy-now__button"
        onClick={() => void start()}
        disabled={item.IsOwn || !online || opening || buy.isPending}
      >
        {t`Buy now`}
      </button>
      {note && <p className={item.IsOwn ? 'buy-now__note' : 'buy-now__offline'}>{note}</p>}
      {dialog === 'confirm' && <BuyNowDialog item={item} busy={buy.isPending || !online} onConfirm={confirm} onClose={() => setDialog(null)} />}
      <Dialog
        open={dialog === 'coming-soon'}
        title={t`Coming Soon`}
        onClose={() => setDialog(null)}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setDialog(null)} data-autofocus>
            {t`OK`}
          </button>
        }
      >
        <p className="dialog__text">{t`This item is not on sale yet. Come back when it goes on sale to buy it.`}</p>
      </Dialog>
    </div>
  );
}
