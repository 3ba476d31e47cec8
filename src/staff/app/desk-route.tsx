import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffDeskName } from '../../domain/staff/staff.schema';
import { StatusPanel } from '../../components/status/status-panel';
import { useStaffMe } from '../lib/use-staff-me';

/** A desk's page, or, for a member without that desk (an old link), a refusal and nothing of the tool. */
export function DeskRoute({ desk, children }: { desk: StaffDeskName; children: ReactNode }) {
  const { t } = useLingui();
  const me = useStaffMe();
  if (!me.Desks.includes(desk)) {
    return (
      <StatusPanel heading="h1" title={t`This desk is not yours`} actions={<Link className="btn btn--primary" to="/">{t`Go to my desks`}</Link>}>
        {t`Ask a Holo administrator if you need it.`}
      </StatusPanel>
    );
  }
  return children;
}
