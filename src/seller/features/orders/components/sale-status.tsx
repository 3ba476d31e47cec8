import { useLingui } from '@lingui/react/macro';
import type { SellerSaleRow } from '../../../../domain/seller/seller-sales.schema';

/** The sale's state in words: paid (to ship), shipped, delivered, finished. */
export function SaleStatus({ sale }: { sale: SellerSaleRow }) {
  const { t } = useLingui();
  const finished = sale.FinishTime !== null;
  const text = finished ? t`Finished` : sale.SendTime ? (sale.DeliveredAt ? t`Delivered` : t`Shipped`) : t`To ship`;
  return <span className="sa-badge">{text}</span>;
}
