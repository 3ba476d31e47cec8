import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskList } from '../../../components/desk-list';
import { useDeskAction } from '../../../lib/use-desk-action';
import { useFormat } from '../../../lib/use-format';
import { incomingQuery, receiveOrder, warehouseKeys } from '../api/warehouse-queries';

/** Parcels on their way to a Holo warehouse: received here, each becomes an item in its buyer's warehouse. */
export function IncomingParcels() {
  const { t } = useLingui();
  const format = useFormat();
  const query = useQuery(incomingQuery());
  const receive = useDeskAction(receiveOrder, { invalidate: warehouseKeys.all, done: t`Received: the buyer has been told` });
  const rows = query.data?.data ?? [];
  return (
    <DeskList query={query} count={rows.length} label={t`Incoming parcels`} empty={t`No parcel is on its way`}>
      {rows.map((row) => (
        <li key={row.OrderId} className="desk-card">
          <img className="desk-card__thumb" src={row.TitImg} alt="" width="56" height="56" loading="lazy" />
          <div className="desk-card__body">
            <p className="desk-card__title">{row.Title}</p>
            <p className="desk-card__meta">
              {t`Order ${row.Code}`} · {t`Warehouse ${row.AreaId}`} · {t`Buyer #${row.BuyerUserID}`}
            </p>
            <p className="desk-card__meta">
              {row.Express ?? '—'} {row.ExpressCode ?? ''} · {t`Sent ${format.date(row.SendTime)}`}
            </p>
          </div>
          <div className="desk-card__actions">
            <button type="button" className="btn btn--primary btn--small" disabled={receive.isPending} onClick={() => receive.mutate(row.OrderId)}>
              {t`Receive`}
            </button>
          </div>
        </li>
      ))}
    </DeskList>
  );
}
