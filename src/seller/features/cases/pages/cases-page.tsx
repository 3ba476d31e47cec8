/** /seller/cases: the buyers' cases about the seller's orders, active first. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ListState } from '../../../../components/status/list-state';
import { sellerCasesQuery } from '../api/seller-cases';
import { caseReasonLabel, caseStateLabel } from '../components/case-state-label';
import '../../after-sale.css';

export function CasesPage() {
  const { t, i18n } = useLingui();
  const cases = useQuery(sellerCasesQuery);
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Cases and returns`}</h1>
      </header>
      <ListState
        query={cases}
        hasRows={(cases.data?.data.length ?? 0) > 0}
        loadingLabel={t`Loading cases`}
        listClassName="sa-list"
        rowClassName="sa-row"
        errorTitle={t`The cases could not be loaded`}
        empty={{ title: t`No cases`, text: t`When a buyer reports a problem with an order, it shows here.` }}
      >
        <ul className="sa-list">
          {cases.data?.data.map((c) => {
            const opened = i18n.date(new Date(c.OpenedAt), { dateStyle: 'medium' });
            const due = c.DueAt ? i18n.date(new Date(c.DueAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
            return (
              <li key={c.ID} className="sa-row">
                <Link className="sa-card sa-card--plain sa-link-card" to={`/cases/${c.OrderKind}/${c.OrderId}`}>
                  <p className="sa-card__title">
                    <span className="sa-badge">{caseStateLabel(i18n, c.State)}</span> {caseReasonLabel(i18n, c.Reason)} · {c.BuyerName}
                  </p>
                  <p className="sa-muted">
                    {t`Opened ${opened}`}
                    {due && ` · ${t`answer by ${due}`}`}
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      </ListState>
    </>
  );
}
