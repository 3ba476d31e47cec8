import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskList } from '../../../components/desk-list';
import { forwardingQuery } from '../api/warehouse-queries';
import { ForwardingOrderCard } from './forwarding-order-card';
import { ShipForm } from './ship-form';
import { WeighForm } from './weigh-form';

/** Warehouse orders to weigh (status 4) or, paid, to ship (status 2), oldest first. */
export function ForwardingQueue({ status }: { status: 4 | 2 }) {
  const { t } = useLingui();
  const query = useQuery(forwardingQuery(status));
  const rows = query.data?.data ?? [];
  return (
    <DeskList
      query={query}
      count={rows.length}
      label={status === 4 ? t`Orders to weigh` : t`Orders to ship`}
      empty={status === 4 ? t`No order waits to be weighed` : t`No paid order waits to be shipped`}
    >
      {rows.map((order) => (
        <ForwardingOrderCard key={order.Id} order={order}>
          {status === 4 ? <WeighForm orderId={order.Id} /> : <ShipForm orderId={order.Id} carrier={order.CarrierCode} />}
        </ForwardingOrderCard>
      ))}
    </DeskList>
  );
}
