import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../domain/format/format-usd';
import type { ProceedsLine } from '../../../../domain/seller/seller-proceeds.schema';

/** The ledger's proceeds lines: when, why, which order, how much (a refund is negative). */
export function LedgerTable({ lines }: { lines: ProceedsLine[] }) {
  const { t, i18n } = useLingui();
  const why: Record<string, string> = { finished: t`Order finished`, refunded: t`Refund` };
  return (
    <table className="sa-table">
      <caption className="sa-caption">
        {t`Ledger`}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`What`}</th>
          <th scope="col" className="sa-num">
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.ID}>
            <td className="sa-nowrap">{i18n.date(new Date(line.CreatedAt), { dateStyle: 'medium' })}</td>
            <td>
              {why[line.Event] ?? line.Event} · <Link to={`/orders/${line.OrderKind}/${line.OrderId}`}>{line.OrderCode}</Link>
            </td>
            <td className={line.AmountCents < 0 ? 'sa-num sa-amount--minus' : 'sa-num'}>{formatUsd(line.AmountCents, i18n.locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
