import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { buyerPremiumCents } from '../../../domain/fees/buyer-premium';
import { PriceBreakdown, type Breakdown } from './price-breakdown';

/** The item's estimated breakdown at its Buy It Now price: the order's state tax follows the address picked at checkout. */
export function itemBreakdown(item: ItemDetail): Breakdown {
  const premium = item.BuyerPremium > 0 ? item.BuyerPremium : buyerPremiumCents(item.USD_Price, item.PostageMoney);
  const tax = item.StateTax?.TaxPrice ?? null;
  return {
    priceCents: item.USD_Price,
    postageCents: item.PostageMoney,
    premiumCents: premium,
    taxCents: tax,
    taxNote: item.StateTax?.StateName,
    totalCents: item.USD_Price + item.PostageMoney + premium + (tax ?? 0),
  };
}

interface BuyNowDialogProps {
  item: ItemDetail;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Buy now's confirmation with the price breakdown, before the order is created (spec 2 "Checkout variants" 1). */
export function BuyNowDialog({ item, busy, onConfirm, onClose }: BuyNowDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      title={t`Buy it now`}
      onClose={onClose}
      className="pay-dialog"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t`Cancel`}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} data-autofocus>
            {busy ? t`Placing the order…` : t`Confirm purchase`}
          </button>
        </>
      }
    >
      <p className="pay-dialog__item">{item.Title}</p>
      <PriceBreakdown breakdown={itemBreakdown(item)} estimate />
      <p className="dialog__text pay-dialog__note">
        {t`Confirming places an order for you at this price. Pay for it within 2 days at checkout, where you choose the shipping address and the payment method.`}
      </p>
    </Dialog>
  );
}
