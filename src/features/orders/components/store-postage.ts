import { useLingui } from '@lingui/react/macro';
import { PostageType, type StoreOrderDetail } from '../../../domain/cart/store-order.schema';
import { formatWithCurrency } from '../../../domain/format/format-with-currency';

/** A store order's shipping as its PostageType says (spec 3): pay on delivery, free, or the amount. */
export function useStorePostageText(order: Pick<StoreOrderDetail, 'PostageType' | 'Postage' | 'Currency'>): string {
  const { t, i18n } = useLingui();
  if (order.PostageType === PostageType.OnDelivery) return t`Pay on delivery`;
  if (order.PostageType === PostageType.Free) return t`Free`;
  return formatWithCurrency(order.Postage, order.Currency, i18n.locale);
}
