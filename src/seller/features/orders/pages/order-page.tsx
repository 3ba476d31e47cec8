/** /seller/orders/:kind/:id: one sale: its facts, the packing slip, Ship, and feedback for the buyer once finished. */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../domain/format/format-usd';
import type { SellerSaleDetail } from '../../../../domain/seller/seller-sales.schema';
import { BuyerFeedbackForm } from '../components/buyer-feedback-form';
import { SaleStatus } from '../components/sale-status';
import { ShipForm } from '../components/ship-form';
import { ShipToAddress } from '../components/ship-to-address';
import { SaleLoader } from './sale-loader';
import '../../after-sale.css';

export function OrderPage() {
  return <SaleLoader>{(sale) => <OrderView sale={sale} />}</SaleLoader>;
}

function OrderView({ sale }: { sale: SellerSaleDetail }) {
  const { t, i18n } = useLingui();
  const date = (iso: string | null) => (iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const code = sale.Code;
  const toShip = sale.PaidAt !== null && sale.SendTime === null && sale.FinishTime === null;
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Order ${code}`}</h1>
        <Link className="btn btn--ghost" to={`/orders/${sale.Kind}/${sale.Id}/packing-slip`}>
          {t`Packing slip`}
        </Link>
      </header>
      <section className="sa-section" aria-label={t`Order details`}>
        <SaleStatus sale={sale} />
        <dl className="sa-facts">
          <dt>{t`Buyer`}</dt>
          <dd>{sale.BuyerName}</dd>
          <dt>{t`Your total`}</dt>
          <dd>{formatUsd(sale.SellerTotal, i18n.locale)}</dd>
          <dt>{t`Paid`}</dt>
          <dd>{date(sale.PaidAt)}</dd>
          {sale.SendTime && (
            <>
              <dt>{t`Shipped`}</dt>
              <dd>{`${date(sale.SendTime)} · ${sale.Express ?? ''} ${sale.ExpressCode ?? ''}`}</dd>
            </>
          )}
          {sale.FinishTime && (
            <>
              <dt>{t`Finished`}</dt>
              <dd>{date(sale.FinishTime)}</dd>
            </>
          )}
        </dl>
        <h2>{t`Items`}</h2>
        <ul className="sa-thread">
          {sale.Lines.map((line, index) => (
            <li key={index}>
              {line.Title}
              {line.Condition && ` · ${line.Condition}`} × {line.Quantity}
            </li>
          ))}
        </ul>
        <h2>{t`Ship to`}</h2>
        {sale.Address ? <ShipToAddress address={sale.Address} /> : <p className="sa-muted">{t`No address yet`}</p>}
      </section>
      {toShip && (
        <section className="sa-section">
          <h2>{t`Ship the order`}</h2>
          <ShipForm kind={sale.Kind} id={sale.Id} />
        </section>
      )}
      {sale.FinishTime && (
        <section className="sa-section">
          <h2>{t`Feedback for the buyer`}</h2>
          {sale.IsBuyAppraisal ? <p className="sa-muted">{t`You left feedback for this buyer.`}</p> : <BuyerFeedbackForm kind={sale.Kind} id={sale.Id} />}
        </section>
      )}
    </>
  );
}
