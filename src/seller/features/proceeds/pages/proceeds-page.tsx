/** /seller/proceeds: money in escrow for paid orders, what the ledger credited, and its lines (60 a page). */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { formatUsd } from '../../../../domain/format/format-usd';
import { PROCEEDS_PAGE_SIZE } from '../../../../domain/seller/seller-proceeds.schema';
import { proceedsQuery } from '../api/proceeds-query';
import { LedgerTable } from '../components/ledger-table';
import { AfterSalePager } from '../../after-sale-pager';
import '../../after-sale.css';

export function ProceedsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const proceeds = useQuery(proceedsQuery(page));
  const head = (
    <header className="seller-page-head">
      <h1 className="seller-page-head__title">{t`Proceeds`}</h1>
    </header>
  );
  if (proceeds.isPending) return <>{head}<PageLoading /></>;
  if (proceeds.isError) {
    return (
      <>
        {head}
        <StatusPanel
          tone="error"
          title={t`The proceeds could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void proceeds.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </>
    );
  }
  const d = proceeds.data;
  const pages = Math.max(1, Math.ceil(d.count / PROCEEDS_PAGE_SIZE));
  const money = (cents: number) => formatUsd(cents, i18n.locale);
  const orders = d.PendingOrders;
  return (
    <>
      {head}
      <dl className="sa-tiles">
        <div className="sa-tile">
          <dt>{t`Pending in escrow`}</dt>
          <dd>{money(d.PendingCents)}</dd>
          <p className="sa-muted">{t`${orders} paid orders, credited when each one finishes`}</p>
        </div>
        <div className="sa-tile">
          <dt>{t`Credited proceeds`}</dt>
          <dd>{money(d.CreditedCents)}</dd>
          <p className="sa-muted">{t`Finished orders, less refunds`}</p>
        </div>
      </dl>
      {d.data.length === 0 ? (
        <StatusPanel title={t`No proceeds yet`}>{t`An order's proceeds are credited here when it finishes.`}</StatusPanel>
      ) : (
        <section className="sa-section">
          <LedgerTable lines={d.data} />
          <AfterSalePager page={page} pages={pages} label={t`Ledger pages`} onPage={(next) => setParams({ page: String(next) })} />
        </section>
      )}
    </>
  );
}
