import { useLingui } from '@lingui/react/macro';
import type { WarehouseAgenciesReply } from '../../../domain/warehouse/warehouse.schema';
import { DEFAULT_AGENCY_ID } from '../../../domain/warehouse/warehouse-rules';

interface AgencyPickerProps {
  agencies: WarehouseAgenciesReply['data'] | undefined;
  value: number;
  onChange: (agencyId: number) => void;
}

/** The warehouse region with the member's item count at each; US (id 2) shows before they load. */
export function AgencyPicker({ agencies, value, onChange }: AgencyPickerProps) {
  const { t } = useLingui();
  const options = agencies ?? [{ Id: DEFAULT_AGENCY_ID, AreaId: 'US', Nation: 'US', City: '', Count: 0 }];
  return (
    <label className="agency-picker">
      <span className="agency-picker__label">{t`Warehouse`}</span>
      <select className="agency-picker__select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((agency) => {
          const place = agency.City ? `${agency.AreaId} · ${agency.City}` : agency.AreaId;
          const count = agency.Count;
          return (
            <option key={agency.Id} value={agency.Id}>
              {t`${place} (${count})`}
            </option>
          );
        })}
      </select>
    </label>
  );
}
