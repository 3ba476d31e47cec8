import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskList } from '../../../components/desk-list';
import { useFormat } from '../../../lib/use-format';
import { uncheckedQuery } from '../api/warehouse-queries';
import { ConditionCheckForm } from './condition-check-form';

/** Items received and waiting for their condition photos, oldest first. */
export function UncheckedItems() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(uncheckedQuery());
  const rows = query.data?.data ?? [];
  return (
    <DeskList query={query} count={rows.length} label={t`Items to check`} empty={t`Every received item has been checked`}>
      {rows.map((row) => (
        <li key={row.Id} className="desk-card desk-card--stack">
          <div className="desk-card__head">
            <img className="desk-card__thumb" src={row.TitImg} alt="" width="56" height="56" loading="lazy" />
            <div className="desk-card__body">
              <p className="desk-card__title">{row.Title}</p>
              <p className="desk-card__meta">
                {t`Item #${row.Id}`} · {t`Buyer #${row.MemberId}`} · {t`Received ${format.date(row.AcceptTime)}`}
              </p>
            </div>
          </div>
          <ConditionCheckForm itemId={row.Id} />
        </li>
      ))}
    </DeskList>
  );
}
