import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CartDisabledReason, CartLine } from '../../../domain/cart/cart.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { CartQuantity } from './cart-quantity';

interface CartLineRowProps {
  line: CartLine;
  checked: boolean;
  /** False while the cart shown is the device's copy, not yet the server's. */
  selectable: boolean;
  onCheck: (checked: boolean) => void;
  onQuantity: (num: number) => Promise<boolean>;
  onRemove: () => void;
}

/** One cart line: its checkbox (none for a disabled line, which says why), the item, quantity and remove. */
export function CartLineRow({ line, checked, selectable, onCheck, onQuantity, onRemove }: CartLineRowProps) {
  const { t, i18n } = useLingui();
  const reasons: Record<CartDisabledReason, string> = {
    sold_out: t`Sold out`,
    ended: t`No longer on sale`,
    coming_soon: t`Coming Soon`,
    quantity: t`Only ${line.MaxNum} available`,
  };
  const title = line.Title;
  return (
    <li className={['cart-line', line.Disabled ? 'cart-line--disabled' : ''].join(' ')}>
      <input
        type="checkbox"
        className="cart-line__check"
        checked={checked}
        disabled={line.Disabled || !selectable}
        onChange={(event) => onCheck(event.target.checked)}
        aria-label={t`Select ${title}`}
      />
      <img className="cart-line__image" src={line.Imgs[0]} alt="" loading="lazy" width={72} height={72} />
      <div className="cart-line__body">
        <Link to={`/storedetails/${line.CommodityId}`} className="cart-line__title">
          {line.Title}
        </Link>
        <p className="cart-line__condition">{line.ConditionName}</p>
        {line.IsLimit && <p className="cart-line__limit">{t`Purchase limit ${line.LimitNum}, bought ${line.Bought}`}</p>}
        {line.DisabledReason && <p className="cart-line__reason">{reasons[line.DisabledReason]}</p>}
      </div>
      <p className="cart-line__price">
        <strong>{formatUsd(line.NewPrice, i18n.locale)}</strong>
        {line.ShowPrice && line.UnderlinedPrice !== null && line.UnderlinedPrice > line.NewPrice && (
          <s className="cart-line__was">
            <span className="visually-hidden">{t`Was`} </span>
            {formatUsd(line.UnderlinedPrice, i18n.locale)}
          </s>
        )}
      </p>
      <CartQuantity lineId={line.Id} value={line.Num} max={line.MaxNum} disabled={line.Status !== 1 && line.Status !== 2} onChange={onQuantity} label={line.Title} />
      <button type="button" className="btn btn--small btn--ghost cart-line__remove" onClick={onRemove} aria-label={t`Remove ${title}`}>
        {t`Remove`}
      </button>
    </li>
  );
}
