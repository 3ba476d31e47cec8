import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../domain/format/format-usd';
import type { SellerSaleRow } from '../../../../domain/seller/seller-sales.schema';
import { SaleStatus } from './sale-status';

/** One sale in the orders desk: the card, the buyer, the seller's total and a link to the order. */
export function SaleCard({ sale }: { sale: SellerSaleRow }) {
  const { t, i18n } = useLingui();
  const { Code: code, Quantity: quantity, BuyerName: buyer } = sale;
  const paid = sale.PaidAt ? i18n.date(new Date(sale.PaidAt), { dateStyle: 'medium' }) : '';
  return (
    <article className="sa-card" aria-label={sale.Title}>
      {sale.TitImg ? <img className="sa-thumb" src={sale.TitImg} alt="" width={72} height={72} loading="lazy" /> : <span className="sa-thumb" />}
      <div className="sa-body">
        <h2 className="sa-card__title">
          <Link to={`/orders/${sale.Kind}/${sale.Id}`}>{sale.Title}</Link>
        </h2>
        <p className="sa-muted">{t`Order ${code} · ${quantity} pcs · paid ${paid}`}</p>
        <p>
          {t`Buyer ${buyer}`} · <strong>{formatUsd(sale.SellerTotal, i18n.locale)}</strong>
        </p>
        <SaleStatus sale={sale} />
      </div>
    </article>
  );
}
