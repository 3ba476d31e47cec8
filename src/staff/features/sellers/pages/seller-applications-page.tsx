import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskPage } from '../../../components/desk-page';
import { DeskTabs } from '../../../components/desk-tabs';
import { DeskList } from '../../../components/desk-list';
import { ReasonForm } from '../../../components/reason-form';
import { useDeskAction } from '../../../lib/use-desk-action';
import { useFormat } from '../../../lib/use-format';
import { approveApplication, refuseApplication, sellerApplicationsQuery, sellerKeys } from '../api/seller-application-queries';

const statuses = { waiting: 1, active: 2, refused: 3 } as const;
type Tab = keyof typeof statuses;

function ApplicationList({ tab }: { tab: Tab }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(sellerApplicationsQuery(statuses[tab]));
  const approve = useDeskAction(approveApplication, { invalidate: sellerKeys.all, done: t`Approved: the member may start selling` });
  const refuse = useDeskAction(refuseApplication, { invalidate: sellerKeys.all, done: t`Refused: the member has been told` });
  const rows = query.data?.data ?? [];
  return (
    <DeskList query={query} count={rows.length} label={t`Seller applications`} empty={t`No application here`}>
      {rows.map((row) => (
        <li key={row.MemberId} className="desk-card desk-card--stack" aria-label={row.Nickname}>
          <div className="desk-card__body">
            <p className="desk-card__title">
              {row.Nickname} {row.Email ? `(${row.Email})` : ''}
            </p>
            <p className="desk-card__meta">
              {t`Member #${row.MemberId}`} · {row.Country} · {row.VerifyStatus === 2 ? t`Identity verified` : t`Identity not verified`} · {t`Applied ${format.date(row.AppliedAt)}`}
            </p>
            <p className="desk-card__meta">
              {t`Payout account: ${row.PayoutAccountId ?? '—'}`} · {t`Attempts: ${row.Attempts}`}
            </p>
          </div>
          {row.Status === 1 && (
            <div className="desk-card__decide">
              <button type="button" className="btn btn--primary btn--small" disabled={approve.isPending} onClick={() => approve.mutate(row.MemberId)}>{t`Approve`}</button>
              <ReasonForm id={`seller-${row.MemberId}-reason`} open={t`Refuse…`} label={t`Reason for the refusal`} submitLabel={t`Refuse`} maxLength={300} busy={refuse.isPending} onSubmit={(reason) => refuse.mutate({ memberId: row.MemberId, reason })} />
            </div>
          )}
        </li>
      ))}
    </DeskList>
  );
}

/** The sellers desk: applications waiting for the audit, approved or refused with a reason. */
export function SellerApplicationsPage() {
  const { t } = useLingui();
  const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
    { value: 'waiting', label: t`Waiting` },
    { value: 'active', label: t`Approved` },
    { value: 'refused', label: t`Refused` },
  ];
  return (
    <DeskPage title={t`Seller applications`}>
      <DeskTabs label={t`Applications`} tabs={tabs} idBase="sellers">
        {(tab) => <ApplicationList tab={tab} />}
      </DeskTabs>
    </DeskPage>
  );
}
