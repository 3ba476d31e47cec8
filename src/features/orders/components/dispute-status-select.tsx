import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Spec 3 "Buyer order history": the Dispute tab's status (SRType 0 all, 1 disputing, 2 disputed, 3 revoked). */
const statuses = [msg`All`, msg`Disputing`, msg`Disputed`, msg`Revoked`];

/** The Dispute tab's status dropdown; a choice applies at once. */
export function DisputeStatusSelect({ value, onChange }: { value: number; onChange: (sr: number) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="order-filters__field dispute-status">
      <label htmlFor={id} className="order-filters__label">
        {t`Dispute status`}
      </label>
      <select id={id} className="field__select" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {statuses.map((label, sr) => (
          <option key={sr} value={sr}>
            {i18n._(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
