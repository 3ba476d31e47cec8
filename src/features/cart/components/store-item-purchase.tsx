import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { maxQuantity } from '../../../domain/cart/quantity';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { whenUserKnown } from '../../../lib/session/session-store';
import { useTradeGate } from '../../verification';
import { useAddToCart } from '../api/cart-mutations';
import { saveCheckSelection } from '../state/check-selection';

export interface StoreItemPurchaseProps {
  item: ItemDetail;
  condition: ItemDetail['Conditions'][number] | undefined;
  quantity: number;
}

/**
 * Add to cart and Buy now on a store item (spec 2 "Store item page"). Visitors go to /login and
 * come back. A coming-soon item may go in the cart, but Buy now answers with a 'Coming Soon'
 * dialog. Buy now puts exactly this line in the cart and opens the store checkout with it.
 */
export function StoreItemPurchase({ item, condition, quantity }: StoreItemPurchaseProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const gate = useTradeGate();
  const addToCart = useAddToCart();
  const [dialog, setDialog] = useState<'added' | 'coming-soon' | null>(null);

  const comingSoon = item.Status === 2;
  const available =
    condition !== undefined &&
    (item.Status === 1 || comingSoon) &&
    maxQuantity({ stock: condition.Stock, isLimit: condition.IsLimit, limitNum: condition.LimitNum, bought: condition.Bought ?? 0 }) > 0;

  const toLogin = () => {
    rememberReturnPage(location.pathname + location.search);
    navigate('/login');
  };
  const failed = (error: unknown) =>
    showToast(isApiError(error) ? errorText(i18n, error.code, error.message, error.values) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error', durationMs: 3000 });

  const add = async () => {
    if (!(await whenUserKnown())) return toLogin();
    if (!condition) return;
    addToCart.mutate(
      { CommodityId: item.ID, ConditionId: condition.ID, Num: quantity, CoverOrAppend: 'append' },
      { onSuccess: () => setDialog('added'), onError: failed },
    );
  };
  const buy = async () => {
    if (!(await whenUserKnown())) return toLogin();
    if (comingSoon) return setDialog('coming-soon');
    if (!condition || !(await gate(item))) return;
    addToCart.mutate(
      { CommodityId: item.ID, ConditionId: condition.ID, Num: quantity, CoverOrAppend: 'cover' },
      {
        onSuccess: (line) => {
          saveCheckSelection([line.Id]);
          navigate('/pay/storecheckout');
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="store-purchase">
      <button type="button" className="btn btn--primary store-purchase__buy" disabled={!available || addToCart.isPending} onClick={() => void buy()}>
        {t`Buy now`}
      </button>
      <button type="button" className="btn btn--ghost store-purchase__add" disabled={!available || addToCart.isPending} onClick={() => void add()}>
        {t`Add to cart`}
      </button>
      <Dialog
        open={dialog === 'added'}
        title={t`Added to cart`}
        onClose={() => setDialog(null)}
        actions={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setDialog(null)}>
              {t`Continue shopping`}
            </button>
            <Link to="/pay/cart" className="btn btn--primary" data-autofocus>
              {t`View cart`}
            </Link>
          </>
        }
      >
        <p>{t`The item was added to your cart.`}</p>
      </Dialog>
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
        <p>{t`This item is not on sale yet. You can add it to your cart now and buy it once it goes on sale.`}</p>
      </Dialog>
    </div>
  );
}
