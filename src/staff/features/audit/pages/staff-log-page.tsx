import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { StaffDeskName } from '../../../../domain/staff/staff.schema';
import { DeskPage } from '../../../components/desk-page';
import { DeskList } from '../../../components/desk-list';
import { deskPages } from '../../../lib/desks';
import { useStaffMe } from '../../../lib/use-staff-me';
import { useFormat } from '../../../lib/use-format';
import { staffActionsQuery } from '../api/staff-actions-query';

/** The staff log of the reader's desks: who did what to which subject and when, 60 a page. */
export function StaffLogPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const desks = deskPages.filter((page) => me.Desks.includes(page.desk));
  const asked = params.get('desk');
  const desk = desks.find((page) => page.desk === asked)?.desk as StaffDeskName | undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(staffActionsQuery(desk, page));
  const rows = query.data?.Data ?? [];
  const pages = query.data ? Math.max(1, Math.ceil(query.data.Total / query.data.PageSize)) : 1;
  const go = (next: { desk?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextDesk = next.desk ?? desk;
    if (nextDesk) search.set('desk', nextDesk);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const deskName = (name: string) => {
    const found = deskPages.find((p) => p.desk === name);
    return found ? i18n._(found.label) : name;
  };
  return (
    <DeskPage title={t`Staff log`} intro={t`Every action taken at your desks, by you and your colleagues.`}>
      <div className="desk-filter">
        <label className="field__label" htmlFor="log-desk">{t`Desk`}</label>
        <select id="log-desk" className="field__select" value={desk ?? ''} onChange={(event) => go({ desk: event.target.value, page: 1 })}>
          <option value="">{t`All my desks`}</option>
          {desks.map((p) => (
            <option key={p.desk} value={p.desk}>{i18n._(p.label)}</option>
          ))}
        </select>
      </div>
      <DeskList query={query} count={rows.length} label={t`Staff actions`} empty={t`No action yet`}>
        {rows.map((row) => (
          <li key={row.Id} className="desk-card desk-log__row">
            <div className="desk-card__body">
              <p className="desk-card__title">
                <code>{row.Action}</code> · {row.Subject}
              </p>
              <p className="desk-card__meta">
                {deskName(row.Desk)} · {row.StaffNickname} · <time dateTime={row.CreatedAt}>{format.date(row.CreatedAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </DeskList>
      {pages > 1 && (
        <nav className="desk-pager" aria-label={t`Pages`}>
          <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>{t`Previous`}</button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>{t`Next`}</button>
        </nav>
      )}
    </DeskPage>
  );
}
