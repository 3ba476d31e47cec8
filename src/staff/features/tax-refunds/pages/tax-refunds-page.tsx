import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskPage } from '../../../components/desk-page';
import { DeskTabs } from '../../../components/desk-tabs';
import { DeskList } from '../../../components/desk-list';
import { taxRefundsQuery } from '../api/tax-refund-queries';
import { TaxRefundCard } from '../components/tax-refund-card';

const states = { processing: 1, approved: 2, rejected: 3 } as const;
type Tab = keyof typeof states;

function TaxRefundList({ tab }: { tab: Tab }) {
  const { t } = useLingui();
  const query = useQuery(taxRefundsQuery(states[tab]));
  const rows = query.data?.Data ?? [];
  return (
    <DeskList query={query} count={rows.length} label={t`Tax refund applications`} empty={t`No application here`}>
      {rows.map((application) => (
        <TaxRefundCard key={application.Id} application={application} />
      ))}
    </DeskList>
  );
}

/** The tax desk: tax refund applications to approve with the amount or reject with the reason. */
export function TaxRefundsPage() {
  const { t } = useLingui();
  const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
    { value: 'processing', label: t`To decide` },
    { value: 'approved', label: t`Approved` },
    { value: 'rejected', label: t`Rejected` },
  ];
  return (
    <DeskPage title={t`Tax refunds`}>
      <DeskTabs label={t`Applications`} tabs={tabs} idBase="tax">
        {(tab) => <TaxRefundList tab={tab} />}
      </DeskTabs>
    </DeskPage>
  );
}
