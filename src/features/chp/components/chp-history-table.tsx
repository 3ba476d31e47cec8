import { useLingui } from '@lingui/react/macro';
import type { ChpRecord } from '../../../domain/chp/chp-history.schema';
import { formatCents } from '../../../domain/format/format-cents';
import { chpRowTitle, consumptionTypeLabels } from './chp-row-title';

/** The history rows (spec 3 "Points/balance page"): title, type, amount, balance after, time. */
export function ChpHistoryTable({ rows, busy }: { rows: readonly ChpRecord[]; busy: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className="chp-table__wrap">
      <table className={busy ? 'chp-table chp-table--busy' : 'chp-table'}>
        <caption className="visually-hidden">{t`CHP history, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Title`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col" className="chp-table__number">{t`Amount`}</th>
            <th scope="col" className="chp-table__number">{t`Balance`}</th>
            <th scope="col">{t`Time`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const title = chpRowTitle(row);
            const increase = row.ConsumptionType === 2;
            return (
              <tr key={row.Id} className={`chp-table__row chp-table__row--${row.Kind}`}>
                <td className="chp-table__title">{typeof title === 'string' ? title : i18n._(title)}</td>
                <td className="chp-table__type" data-label={t`Type`}>
                  {i18n._(consumptionTypeLabels[row.ConsumptionType])}
                </td>
                <td data-label={t`Amount`} className={increase ? 'chp-table__number chp-table__plus' : 'chp-table__number chp-table__minus'}>
                  {increase ? '+' : '−'}
                  {formatCents(row.Money, i18n.locale)}
                </td>
                <td className="chp-table__number" data-label={t`Balance`}>
                  {formatCents(row.SumMoney, i18n.locale)}
                </td>
                <td className="chp-table__time" data-label={t`Time`}>
                  <time dateTime={row.CreateDate}>{i18n.date(row.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
