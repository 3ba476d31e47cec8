import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatUsd } from '../../../domain/format/format-usd';

export interface CheckoutItem {
  key: number;
  title: string;
  conditionName: string;
  quantity: number;
  priceCents: number;
  image: string | undefined;
  /** Shown under the line, across the row (the store checkout's coupon selector). */
  extra?: ReactNode;
}

/** A store's lines at checkout: item, condition, quantity and price (spec 2 "Store-mall checkout"). */
export function CheckoutItemRows({ items }: { items: CheckoutItem[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="checkout-items">
      {items.map((item) => {
        const quantity = item.quantity;
        return (
          <li key={item.key} className="checkout-item">
            {item.image && <img className="checkout-item__image" src={item.image} alt="" width={56} height={56} loading="lazy" />}
            <div className="checkout-item__body">
              <p className="checkout-item__title">{item.title}</p>
              <p className="checkout-item__condition">{item.conditionName}</p>
            </div>
            <p className="checkout-item__qty">{t`× ${quantity}`}</p>
            <p className="checkout-item__price">{formatUsd(item.priceCents * item.quantity, i18n.locale)}</p>
            {item.extra && <div className="checkout-item__extra">{item.extra}</div>}
          </li>
        );
      })}
    </ul>
  );
}
