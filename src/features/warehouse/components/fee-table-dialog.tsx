import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { formatUsd } from '../../../domain/format/format-usd';
import { useWeightBands } from '../api/warehouse-queries';

interface FeeTableDialogProps {
  open: boolean;
  agencyId: number;
  /** The region shown first: the member's own. */
  region: string;
  onClose: () => void;
}

/** The international shipping fee table of the chosen warehouse: each weight band's fee to a region. */
export function FeeTableDialog({ open, agencyId, region: initialRegion, onClose }: FeeTableDialogProps) {
  const { t, i18n } = useLingui();
  const [region, setRegion] = useState(initialRegion);
  const table = useWeightBands(agencyId, region, open);
  const regions = table.data?.Regions.length ? table.data.Regions : [region];
  return (
    <Dialog
      open={open}
      title={t`International shipping fees`}
      onClose={onClose}
      className="fee-dialog"
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t`Close`}
        </button>
      }
    >
      <label className="fee-dialog__region">
        <span>{t`Ship to`}</span>
        <select value={region} onChange={(event) => setRegion(event.target.value)}>
          {regions.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {table.isPending && <p aria-busy="true">{t`Loading the fees…`}</p>}
      {table.isError && <p role="alert">{t`The fees could not be loaded`}</p>}
      {table.data && table.data.data.length === 0 && <p>{t`This warehouse does not ship to that region yet.`}</p>}
      {table.data && table.data.data.length > 0 && (
        <table className="fee-table">
          <thead>
            <tr>
              <th scope="col">{t`Weight (g)`}</th>
              <th scope="col">{t`Fee (USD)`}</th>
            </tr>
          </thead>
          <tbody>
            {table.data.data.map((band) => (
              <tr key={band.MinWeight}>
                <td>
                  {band.MinWeight}–{band.MaxWeight}
                </td>
                <td>{formatUsd(band.WeightFeeUSD, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="fee-dialog__note">{t`The warehouse weighs the parcel; you pay the fee of its band, with any state tax, before it ships. Forwarding takes about 2 weeks.`}</p>
    </Dialog>
  );
}
