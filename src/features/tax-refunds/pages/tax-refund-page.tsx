import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ListState } from '../../../components/status/list-state';
import { StatusPanel } from '../../../components/status/status-panel';
import { TAX_LIST_PAGE_SIZE } from '../../../domain/tax-refunds/tax-refund-rules';
import { session } from '../../../lib/session/session-store';
import { Pagination, pageCountOf } from '../../catalog';
import { useTaxRefunds } from '../api/tax-refund-queries';
import { NewTaxRefundDialog } from '../components/new-tax-refund-dialog';
import { TaxRefundDialog } from '../components/tax-refund-dialog';
import { TaxRefundRows } from '../components/tax-refund-rows';

const pageOf = (search: URLSearchParams) => Math.min(10_000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
const pageHref = (page: number) => (page > 1 ? `/myholo/taxrefund?page=${page}` : '/myholo/taxrefund');

/**
 * /myholo/taxrefund (spec 3 "Tax refund"), US members only: the applications 60 a page
 * (processing; refunded with the amount; rejected with the reason), their detail, and a new one.
 */
export function TaxRefundPage() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const isUs = user?.MemberSource === 'US';
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const list = useTaxRefunds(page, isUs);
  const [openId, setOpenId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);

  if (!isUs) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" title={t`Tax refunds are for US members`} actions={<Link to="/" className="btn btn--primary">{t`Back to the home page`}</Link>}>
          <p>{t`Holo refunds US state sales tax to members whose account is registered in the United States.`}</p>
        </StatusPanel>
      </div>
    );
  }

  const rows = list.data?.Data ?? [];
  const next = list.data?.NextApplicationAt ?? null;
  const when = next ? i18n.date(next, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <div className="page member-page tax-page">
      <div className="tax-page__head">
        <h1 className="tax-page__title">{t`Tax refunds`}</h1>
        <button type="button" className="btn btn--primary" onClick={() => setApplying(true)} disabled={next !== null}>
          {t`New application`}
        </button>
      </div>
      <p className="tax-page__intro">{t`Claim back the state tax on your paid orders of the last 60 days. You can apply once a week; Holo decides within 15 days and refunds to your CHP.`}</p>
      {next && <p className="tax-page__next">{t`You can apply again on ${when}.`}</p>}
      <ListState
        query={list}
        hasRows={rows.length > 0}
        loadingLabel={t`Loading your tax refund applications`}
        listClassName="member-rows"
        rowClassName="member-row"
        errorTitle={t`Your tax refund applications could not be loaded`}
        empty={{ title: t`No tax refund applications yet` }}
      >
        <TaxRefundRows rows={rows} busy={list.isPlaceholderData} onOpen={setOpenId} />
        <Pagination page={page} pageCount={pageCountOf(list.data?.Count ?? 0, TAX_LIST_PAGE_SIZE)} hrefFor={pageHref} />
      </ListState>
      <TaxRefundDialog id={openId} onClose={() => setOpenId(null)} />
      <NewTaxRefundDialog open={applying} onClose={() => setApplying(false)} />
    </div>
  );
}
