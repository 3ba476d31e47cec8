import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CHARGE_PACKAGES } from '../../../domain/payment/chp-packages';
import { formatCents } from '../../../domain/format/format-cents';
import { formatUsd } from '../../../domain/format/format-usd';

/** The top-up packages as selectable cards (a radio group): the CHP credited and its price in USD. */
export function ChargePackages({ value, onChange, disabled }: { value: number; onChange: (id: number) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className="chp-packages">
      <legend className="visually-hidden">{t`Top-up amount`}</legend>
      {CHARGE_PACKAGES.map((pack) => {
        const chp = formatCents(pack.Money, i18n.locale);
        const usd = formatUsd(pack.Money, i18n.locale);
        return (
          <label key={pack.ID} className={['chp-package', pack.ID === value ? 'chp-package--on' : ''].join(' ')}>
            <input type="radio" name={name} value={pack.ID} checked={pack.ID === value} disabled={disabled} onChange={() => onChange(pack.ID)} />
            <span className="chp-package__chp">{t`${chp} CHP`}</span>
            <span className="chp-package__usd">{usd}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
