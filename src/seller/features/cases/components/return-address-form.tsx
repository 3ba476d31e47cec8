import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

type Address = Record<'Consignee' | 'Mobile' | 'Nation' | 'Provice' | 'City' | 'ZipCode' | 'Address', string>;
const empty: Address = { Consignee: '', Mobile: '', Nation: '', Provice: '', City: '', ZipCode: '', Address: '' };

/** Where the buyer sends the card back: the buyer then has 7 days to ship it. */
export function ReturnAddressForm({ sending, onSend }: { sending: boolean; onSend: (address: Address) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [address, setAddress] = useState(empty);
  const fields: Array<{ key: keyof Address; label: string; max: number }> = [
    { key: 'Consignee', label: t`Name`, max: 30 },
    { key: 'Mobile', label: t`Phone`, max: 30 },
    { key: 'Address', label: t`Street address`, max: 100 },
    { key: 'City', label: t`City`, max: 30 },
    { key: 'Provice', label: t`State or province`, max: 30 },
    { key: 'ZipCode', label: t`ZIP or postal code`, max: 30 },
    { key: 'Nation', label: t`Country`, max: 30 },
  ];
  const complete = fields.every(({ key }) => key === 'Provice' || address[key].trim() !== '');
  return (
    <form
      className="sa-form"
      noValidate
      aria-label={t`Ask for the card back`}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onSend(address);
      }}
    >
      {fields.map(({ key, label, max }) => (
        <div className="field" key={key}>
          <label className="field__label" htmlFor={`${id}-${key}`}>
            {label}
          </label>
          <div className="field__frame">
            <input id={`${id}-${key}`} className="field__input" maxLength={max} value={address[key]} onChange={(event) => setAddress({ ...address, [key]: event.target.value })} />
          </div>
        </div>
      ))}
      <button type="submit" className="btn" disabled={sending || !complete}>
        {t`Send the return address`}
      </button>
    </form>
  );
}
