import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { DomesticShippingTable, OverseasTaxNote } from './domestic-shipping';

/**
 * The cost lines under the price: shipping (with the domestic shipping dialog), the estimated
 * buyer premium, the estimated state tax (US members with a state; the server sends none
 * otherwise) and, for cross-region items, the overseas-tax note.
 */
export function FeeLines({ item }: { item: ItemDetail }) {
  const { t, i18n } = useLingui();
  const [shippingOpen, setShippingOpen] = useState(false);
  const usd = (cents: number) => formatUsd(cents, i18n.locale);
  const postage = usd(item.PostageMoney);
  const premium = usd(item.BuyerPremium);
  const tax = item.StateTax;
  const taxAmount = tax ? usd(tax.TaxPrice) : '';
  const taxState = tax?.StateName ?? '';
  return (
    <div className="item-fees">
      <dl className="item-fees__list">
        <div className="item-fees__row">
          <dt>{t`Shipping`}</dt>
          <dd>
            {item.PostageMoney > 0 ? postage : t`Free`}
            {item.DomesticCustom.length > 0 && (
              <button type="button" className="item-fees__more" onClick={() => setShippingOpen(true)}>
                {t`Domestic shipping details`}
              </button>
            )}
          </dd>
        </div>
        <div className="item-fees__row">
          <dt>{t`Buyer premium`}</dt>
          <dd>{t`about ${premium}`}</dd>
        </div>
        {tax && (
          <div className="item-fees__row">
            <dt>{t`Estimated state tax`}</dt>
            <dd>{t`about ${taxAmount} (${taxState})`}</dd>
          </div>
        )}
      </dl>
      {item.BusinessType === 2 && (
        <ul className="item-notes">
          <OverseasTaxNote />
        </ul>
      )}
      <Dialog
        open={shippingOpen}
        title={t`Domestic shipping`}
        onClose={() => setShippingOpen(false)}
        className="item-shipping-dialog"
        actions={
          <button type="button" className="btn btn--primary" onClick={() => setShippingOpen(false)}>
            {t`Close`}
          </button>
        }
      >
        <DomesticShippingTable areas={item.DomesticCustom} />
        <p className="dialog__text">{t`International shipping is paid by the buyer.`}</p>
      </Dialog>
    </div>
  );
}
