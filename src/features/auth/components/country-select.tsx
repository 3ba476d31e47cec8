import type { ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryOption } from '../../../domain/account/regions';
import { useCountries } from '../api/get-countries';

interface CountrySelectProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** The visible label; hidden when the select sits in front of a phone input. */
  hideLabel?: boolean;
  withDialCode?: boolean;
  invalid?: boolean;
}

/** English names come from the server; other languages use the browser's region names. */
function countryName(country: CountryOption, locale: string): string {
  if (locale === 'en') return country.EnName;
  try {
    const region = country.Code === 'TWN' ? 'TW' : country.Code;
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? country.EnName;
  } catch {
    return country.EnName;
  }
}

/** The country selector: "+1 United States" in front of a phone number, or the name alone. */
export function CountrySelect({ id, value, onChange, hideLabel, withDialCode = true, invalid }: CountrySelectProps) {
  const { t, i18n } = useLingui();
  const countries = useCountries();
  return (
    <div className={hideLabel ? 'country-select' : 'field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {t`Country or region`}
      </label>
      <select
        id={id}
        className="field__select"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
      >
        {countries.map((country) => (
          <option key={country.Code} value={country.Code}>
            {withDialCode ? `+${country.NationCode} ${countryName(country, i18n.locale)}` : countryName(country, i18n.locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
