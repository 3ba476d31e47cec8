/** /seller/orders/:kind/:id/packing-slip: a printable sheet to put in the parcel (print CSS hides the frame). */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SellerSaleDetail } from '../../../../domain/seller/seller-sales.schema';
import { ShipToAddress } from '../components/ship-to-address';
import { SaleLoader } from './sale-loader';
import '../../after-sale.css';

export function PackingSlipPage() {
  return <SaleLoader>{(sale) => <PackingSlip sale={sale} />}</SaleLoader>;
}

function PackingSlip({ sale }: { sale: SellerSaleDetail }) {
  const { t, i18n } = useLingui();
  const code = sale.Code;
  return (
    <>
      <div className="seller-page-head sa-no-print">
        <Link to={`/orders/${sale.Kind}/${sale.Id}`}>{t`Back to the order`}</Link>
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t`Print`}
        </button>
      </div>
      <article className="sa-slip" aria-labelledby="packing-slip-title">
        <h1 id="packing-slip-title">{t`Packing slip`}</h1>
        <p className="sa-muted">
          {t`Order ${code}`}
          {sale.PaidAt && ` · ${i18n.date(new Date(sale.PaidAt), { dateStyle: 'medium' })}`}
        </p>
        <h2 className="sa-muted">{t`Ship to`}</h2>
        {sale.Address ? <ShipToAddress className="sa-slip__address" address={sale.Address} /> : <p>{t`No address yet`}</p>}
        <table className="sa-table">
          <thead>
            <tr>
              <th scope="col">{t`Item`}</th>
              <th scope="col" className="sa-num">
                {t`Quantity`}
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.Lines.map((line, index) => (
              <tr key={index}>
                <td>
                  {line.Title}
                  {line.Condition && ` · ${line.Condition}`}
                </td>
                <td className="sa-num">{line.Quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </article>
    </>
  );
}
