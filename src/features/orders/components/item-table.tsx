import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

export interface ItemLine {
  key: number;
  title: string;
  href: string;
  image: string | undefined;
  /** Under the title: the condition of a store item. */
  detail?: string;
  quantity: number;
  amount: string;
}

/** Spec 3: the item table (image, title, quantity, amount), then the shipping and the order total. */
export function ItemTable({ lines, shipping, total }: { lines: ItemLine[]; shipping: string; total: string }) {
  const { t } = useLingui();
  return (
    <table className="order-items">
      <thead>
        <tr>
          <th scope="col">{t`Item`}</th>
          <th scope="col" className="order-items__num">
            {t`Quantity`}
          </th>
          <th scope="col" className="order-items__num">
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td>
              <div className="order-items__item">
                {line.image ? <img src={line.image} alt="" width="56" height="56" loading="lazy" decoding="async" /> : <span className="order-items__noimg" />}
                <span className="order-items__text">
                  <Link to={line.href} className="order-card__title">
                    {line.title}
                  </Link>
                  {line.detail && <span className="order-items__detail">{line.detail}</span>}
                </span>
              </div>
            </td>
            <td className="order-items__num">{line.quantity}</td>
            <td className="order-items__num">{line.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t`Shipping`}
          </th>
          <td className="order-items__num">{shipping}</td>
        </tr>
        <tr className="order-items__total">
          <th scope="row" colSpan={2}>
            {t`Order total`}
          </th>
          <td className="order-items__num">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
