import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ListState } from '../../../components/status/list-state';
import { CHP_HISTORY_PAGE_SIZE } from '../../../domain/chp/chp-history.schema';
import { formatCents } from '../../../domain/format/format-cents';
import { session } from '../../../lib/session/session-store';
import { Pagination, pageCountOf } from '../../catalog';
import { useChpHistory } from '../api/get-chp-history';
import { ChpHistoryTable } from '../components/chp-history-table';
import { chpPageHref, readChpPage } from './chp-params';

const VERIFIED = 2;

/**
 * /myholo/chp (spec 3 "Points/balance page"): the balance, Charge for ID-verified members, the CHP
 * terms, and the ledger history 60 a page with the balance after each row.
 */
export function ChpPage() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const [searchParams] = useSearchParams();
  const page = readChpPage(searchParams);
  const history = useChpHistory(page);
  const rows = history.data?.Data ?? [];
  const balance = history.data?.Balance ?? user?.SumMoney ?? 0;

  return (
    <div className="page member-page chp-page">
      <h1 className="chp-page__title">{t`CHP balance`}</h1>
      <section className="chp-summary" aria-label={t`Your balance`}>
        <p className="chp-summary__amount">
          <span className="chp-summary__label">{t`Balance`}</span>
          <strong className={balance < 0 ? 'chp-summary__value chp-summary__value--negative' : 'chp-summary__value'}>
            {formatCents(balance, i18n.locale)} <abbr title={t`Holo prepaid balance`}>CHP</abbr>
          </strong>
        </p>
        <div className="chp-summary__actions">
          {user?.VerifyStatus === VERIFIED ? (
            <Link to="/pay/chp" className="btn btn--primary">{t`Charge`}</Link>
          ) : (
            <p className="chp-summary__hint">
              {t`Verify your identity to charge CHP.`} <Link to="/myholo/setting">{t`Account settings`}</Link>
            </p>
          )}
          <Link to="/terms/privacy?type=3" className="chp-summary__terms">{t`CHP terms`}</Link>
        </div>
      </section>
      <h2 className="chp-page__subtitle">{t`History`}</h2>
      <ListState
        query={history}
        hasRows={rows.length > 0}
        loadingLabel={t`Loading your CHP history`}
        listClassName="member-rows"
        rowClassName="member-row"
        errorTitle={t`Your CHP history could not be loaded`}
        empty={{ title: t`No CHP activity yet` }}
      >
        <ChpHistoryTable rows={rows} busy={history.isPlaceholderData} />
        <Pagination page={page} pageCount={pageCountOf(history.data?.Count ?? 0, CHP_HISTORY_PAGE_SIZE)} hrefFor={chpPageHref} />
      </ListState>
    </div>
  );
}
