import { useLingui } from '@lingui/react/macro';
import { taxStateLabel } from '../../../domain/tax-refunds/tax-refund-rules';

/** RefundTaxState as a badge: 1 processing, 2 refunded, 3 and 4 rejected. */
export function TaxStateBadge({ state }: { state: number }) {
  const { t } = useLingui();
  const label = taxStateLabel(state);
  const text = label === 'processing' ? t`Processing` : label === 'refunded' ? t`Refunded` : t`Rejected`;
  return <span className={`tax-badge tax-badge--${label}`}>{text}</span>;
}
