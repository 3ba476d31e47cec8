import { useLingui } from '@lingui/react/macro';
import type { TaxRefundApplication } from '../../../domain/tax-refunds/tax-refund.schema';
import { formatUsd } from '../../../domain/format/format-usd';
import { taxStateLabel } from '../../../domain/tax-refunds/tax-refund-rules';
import { TaxStateBadge } from './tax-state-badge';

interface TaxRefundRowsProps {
  rows: readonly TaxRefundApplication[];
  busy: boolean;
  onOpen: (id: number) => void;
}

/** The member's applications: date, type, expected refund, state with the refund or the reason. */
export function TaxRefundRows({ rows, busy, onOpen }: TaxRefundRowsProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={busy ? 'member-rows tax-rows tax-rows--busy' : 'member-rows tax-rows'}>
      {rows.map((row) => {
        const label = taxStateLabel(row.RefundTaxState);
        const date = i18n.date(row.CreateDate, { dateStyle: 'medium' });
        const expected = formatUsd(row.ForecastDrawBackAmount, i18n.locale);
        const refunded = row.RealDrawBackAmount === null ? '' : formatUsd(row.RealDrawBackAmount, i18n.locale);
        const reason = row.Remarks ?? '';
        return (
          <li key={row.Id} className="member-row tax-row">
            <div className="tax-row__head">
              <time dateTime={row.CreateDate} className="tax-row__date">
                {date}
              </time>
              <TaxStateBadge state={row.RefundTaxState} />
            </div>
            <p className="tax-row__type">{row.BusinessType === 2 ? t`Cross-border orders` : t`Domestic orders`}</p>
            <p className="tax-row__amount">{t`Expected refund: ${expected}`}</p>
            {label === 'refunded' && row.RealDrawBackAmount !== null && (
              <p className="tax-row__outcome tax-row__outcome--refunded">{t`Refunded to your CHP: ${refunded}`}</p>
            )}
            {label === 'rejected' && row.Remarks && <p className="tax-row__outcome tax-row__outcome--rejected">{t`Reason: ${reason}`}</p>}
            <button type="button" className="btn btn--ghost tax-row__open" onClick={() => onOpen(row.Id)} aria-label={t`Details of the application of ${date}`}>
              {t`Details`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
