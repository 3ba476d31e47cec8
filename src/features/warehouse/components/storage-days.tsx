import { useLingui } from '@lingui/react/macro';
import type { WarehouseStock } from '../../../domain/warehouse/warehouse.schema';

/** Days in the warehouse: green, red from 20 days, and past the 30 days of storage a request to send it on. */
export function StorageDays({ item }: { item: Pick<WarehouseStock, 'WarehouseDay' | 'StorageState'> }) {
  const { t } = useLingui();
  const days = item.WarehouseDay;
  return (
    <span className={`storage-days storage-days--${item.StorageState}`}>
      {t`${days} days in the warehouse`}
      {item.StorageState === 'overdue' && <span className="storage-days__note">{t`Free storage (30 days) is over: please send it on.`}</span>}
    </span>
  );
}
