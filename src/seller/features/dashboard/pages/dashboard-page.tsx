/**
 * The seller's dashboard (/seller/): what waits for them, each figure a link to its page (orders
 * to ship, offers with the 48-hour clock, cases, proceeds, listings).
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { formatUsd } from '../../../../domain/format/format-usd';
import { dashboardQuery } from '../api/dashboard-query';

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const dashboard = useQuery(dashboardQuery);
  if (dashboard.isPending) return <PageLoading />;
  if (dashboard.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t`The dashboard could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void dashboard.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  }
  const d = dashboard.data;
  const money = (cents: number) => formatUsd(cents, i18n.locale);
  const due = d.NextOfferDueAt ? i18n.date(new Date(d.NextOfferDueAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Dashboard`}</h1>
        <Link className="btn btn--primary" to="/listings/new">
          {t`List an item`}
        </Link>
      </header>
      <ul className="seller-tiles">
        <Tile to="/orders" label={t`To ship`} value={String(d.ToShip)} note={t`Paid orders waiting for you to ship`} urgent={d.ToShip > 0} />
        <Tile
          to="/offers"
          label={t`Offers waiting`}
          value={String(d.OffersWaiting)}
          note={due ? t`Answer the first by ${due}` : t`No offer waits for an answer`}
          urgent={d.OffersWaiting > 0}
        />
        <Tile to="/cases" label={t`Open cases`} value={String(d.OpenCases)} note={t`Returns and problems buyers opened`} urgent={d.OpenCases > 0} />
        <Tile to="/proceeds" label={t`Pending in escrow`} value={money(d.PendingCents)} note={t`Paid to you when the buyer confirms`} />
        <Tile to="/proceeds" label={t`Credited proceeds`} value={money(d.CreditedCents)} note={t`From finished orders`} />
        <Tile to="/listings" label={t`On sale`} value={String(d.OnSale)} note={t`Your live and coming listings`} />
      </ul>
    </>
  );
}

function Tile({ to, label, value, note, urgent = false }: { to: string; label: string; value: string; note: ReactNode; urgent?: boolean }) {
  return (
    <li>
      <Link className={`seller-tile${urgent ? ' seller-tile--urgent' : ''}`} to={to}>
        <span className="seller-tile__label">{label}</span>
        <span className="seller-tile__value">{value}</span>
        <span className="seller-tile__note">{note}</span>
      </Link>
    </li>
  );
}
