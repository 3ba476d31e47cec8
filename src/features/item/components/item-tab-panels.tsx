import { useLingui } from '@lingui/react/macro';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { BUYER_PREMIUM_MINIMUM_CENTS, BUYER_PREMIUM_RATE_PERCENT } from '../../../domain/fees/buyer-premium';
import { formatUsd } from '../../../domain/format/format-usd';
import { DomesticShippingTable, ShippingNotes } from './domestic-shipping';

export function DescriptionPanel({ detail }: { detail: string }) {
  const { t } = useLingui();
  return detail.trim() ? <p className="item-description">{detail}</p> : <p className="item-muted">{t`The seller has not added a description.`}</p>;
}

export function ShippingPanel({ item }: { item: Pick<ItemDetail, 'PostageMoney' | 'DomesticCustom' | 'BusinessType'> }) {
  const { t, i18n } = useLingui();
  const postage = formatUsd(item.PostageMoney, i18n.locale);
  return (
    <div className="item-panel">
      <p>{item.PostageMoney > 0 ? t`Shipping to you: ${postage}` : t`Shipping to you: free`}</p>
      {item.DomesticCustom.length > 0 && (
        <>
          <h3 className="item-panel__title">{t`Domestic shipping`}</h3>
          <DomesticShippingTable areas={item.DomesticCustom} />
        </>
      )}
      <ShippingNotes item={item} />
    </div>
  );
}

export function BuyerPremiumPanel({ item }: { item: Pick<ItemDetail, 'BuyerPremium'> }) {
  const { t, i18n } = useLingui();
  const rate = BUYER_PREMIUM_RATE_PERCENT;
  const minimum = formatUsd(BUYER_PREMIUM_MINIMUM_CENTS, i18n.locale);
  const estimate = formatUsd(item.BuyerPremium, i18n.locale);
  return (
    <div className="item-panel">
      <p>{t`The buyer premium is ${rate}% of the final price plus shipping, at least ${minimum}. It is added to the order at checkout.`}</p>
      <p>
        {t`At the current price it is about`} <strong>{estimate}</strong>
      </p>
    </div>
  );
}

export function StateTaxPanel({ tax }: { tax: ItemDetail['StateTax'] }) {
  const { t, i18n } = useLingui();
  if (!tax) {
    return <p className="item-muted">{t`Add a US shipping address with a state to see the estimated sales tax.`}</p>;
  }
  const state = tax.StateName;
  const percent = i18n.number(tax.TaxPercent / 100, { style: 'percent', maximumFractionDigits: 3 });
  const amount = formatUsd(tax.TaxPrice, i18n.locale);
  return (
    <div className="item-panel">
      <p>{t`Sales tax for ${state} is ${percent} of the item, shipping and buyer premium.`}</p>
      <p>
        {t`Estimated state tax`}: <strong>{amount}</strong>
      </p>
    </div>
  );
}
