import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { AccountType } from '../../../domain/account/account-rules';
import { CountrySelect } from './country-select';

interface AccountInputProps {
  idBase: string;
  type: AccountType;
  country: string;
  onCountryChange: (code: string) => void;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  error: string | null;
  countryInvalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The account of a form: country + phone number on the phone tab, an e-mail address on the other. */
export function AccountInput({ idBase, type, country, onCountryChange, countryInvalid, ref, ...input }: AccountInputProps) {
  const { t } = useLingui();
  if (type === AccountType.Email) {
    return (
      <TextField
        ref={ref}
        id={`${idBase}-email`}
        label={t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={254}
        {...input}
      />
    );
  }
  return (
    <TextField
      ref={ref}
      id={`${idBase}-phone`}
      label={t`Phone number`}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      leading={
        <CountrySelect id={`${idBase}-country`} value={country} onChange={onCountryChange} hideLabel invalid={countryInvalid} />
      }
      {...input}
    />
  );
}
