import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CheckState } from '../../../domain/warehouse/condition-check';
import type { OrderPage } from '../../../domain/orders/order-page.schema';
import { OrderStatus } from '../../../domain/orders/order.schema';
import { CheckCountdown } from './check-countdown';

/**
 * A card order through Holo's warehouse, on its detail page (issue 31): where it goes, and once
 * shipped, where the condition check stands: the 48-hour countdown while the photos wait for the
 * buyer (CheckTimeLong), the CheckState 2 warning that checking has finished (spec 3 "Countdowns").
 */
export function WarehouseNotes({ order }: { order: OrderPage }) {
  const { t } = useLingui();
  if (!order.ToWarehouse) return null;
  const city = order.WarehouseCity ?? '';
  const buyer = order.Viewer === 'buyer';
  const shipped = order.OrderStatus === OrderStatus.Shipped;
  if (order.OrderStatus === OrderStatus.Finished) {
    return buyer && order.CheckState === CheckState.Checked ? <p className="warehouse-note">
        <Link to="/myholo/warehouse">{t`This card is in your Holo warehouse in ${city}.`}</Link>
      </p> : null;
  }
  return (
    <>
      <p className="warehouse-note">
        {buyer ? t`This card goes to Holo's warehouse in ${city}, which checks its condition for you.` : t`Ship this card to Holo's warehouse in ${city}: the address is on the packing details.`}
      </p>
      {shipped && order.CheckState === CheckState.Checking && <p className="warehouse-note">{t`The card has arrived at the warehouse and its condition is being checked.`}</p>}
      {shipped && order.CheckState === CheckState.Checked && (
        <p className="warehouse-note warehouse-note--warning" role="status">
          {buyer ? t`Checking has finished: look at the photos under Confirm receipt, then confirm or open a case.` : t`Checking has finished: the buyer is looking at the photos.`}
        </p>
      )}
      {shipped && buyer && order.CheckTimeLong !== null && <CheckCountdown key={order.CheckTimeLong} seconds={order.CheckTimeLong} />}
    </>
  );
}
