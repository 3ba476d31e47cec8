import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/form/text-field';
import {
  CARD_CVC_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  cardFieldChecks,
  checkCardForm,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type CardField,
  type CardForm,
} from '../../../domain/payment/card-form';
import { errorText } from '../../../lib/i18n/error-messages';

const empty: CardForm = { firstName: '', lastName: '', cardNumber: '', expiry: '', cvc: '', city: '', state: '', email: '' };

/** The order id from ?orderId= (or ?id=): digits only, else none. */
export function orderIdFrom(params: URLSearchParams): string | null {
  const value = params.get('orderId') ?? params.get('id');
  return value && /^\d{1,10}$/.test(value) ? value : null;
}

/**
 * /creditcards?orderId=…: the card entry form (spec 2 "Card payment form", client side only). It
 * checks the fields on blur and on submit and never sends them anywhere: a valid form points the
 * buyer to the order's checkout, where the card is entered on the payment provider's own page.
 */
export function CardFormPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params);
  const [form, setForm] = useState<CardForm>(empty);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [checked, setChecked] = useState(false);

  const set = (field: CardField, value: string) => {
    setForm((old) => ({ ...old, [field]: value }));
    setChecked(false);
    if (errors[field]) setErrors(({ [field]: _old, ...rest }) => rest);
  };
  const blur = (field: CardField) => {
    if (!form[field]) return;
    const code = cardFieldChecks[field](form[field], new Date());
    setErrors(({ [field]: _old, ...rest }) => (code ? { ...rest, [field]: code } : rest));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCardForm(form, new Date());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`card-${first}`)?.focus();
      setChecked(false);
      return;
    }
    setChecked(true);
  };

  const field = (name: CardField, label: string, extra: Partial<Parameters<typeof TextField>[0]>, format?: (value: string) => string) => (
    <TextField
      id={`card-${name}`}
      label={label}
      value={form[name]}
      onChange={(e) => set(name, format ? format(e.target.value) : e.target.value)}
      onBlur={() => blur(name)}
      error={errors[name] ? errorText(i18n, errors[name]) : null}
      {...extra}
    />
  );

  return (
    <div className="page page--narrow card-form-page">
      <h1 className="card-form-page__title">{t`Pay by card`}</h1>
      {orderId ? (
        <p className="card-form-page__order">{t`Order ${orderId}`}</p>
      ) : (
        <p className="form-error" role="alert">
          {t`No order was given. Open this form from your order's Pay now button.`}
        </p>
      )}
      <form className="card-form" onSubmit={submit} noValidate aria-label={t`Card details`}>
        <div className="card-form__row">
          {field('firstName', t`First name`, { autoComplete: 'cc-given-name' })}
          {field('lastName', t`Last name`, { autoComplete: 'cc-family-name' })}
        </div>
        {field('cardNumber', t`Card number`, { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: CARD_NUMBER_MAX_LENGTH, placeholder: '1234 1234 1234 1234' }, formatCardNumber)}
        <div className="card-form__row">
          {field(
            'expiry',
            t`Expiration (MM/YY)`,
            {
              autoComplete: 'cc-exp',
              inputMode: 'numeric',
              maxLength: CARD_EXPIRY_MAX_LENGTH,
              placeholder: t`MM/YY`,
              onChange: (e) => set('expiry', formatExpiry(e.target.value, form.expiry)),
            },
          )}
          {field('cvc', t`CVC`, { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: CARD_CVC_MAX_LENGTH }, formatCvc)}
        </div>
        <div className="card-form__row">
          {field('city', t`City`, { autoComplete: 'address-level2' })}
          {field('state', t`State`, { autoComplete: 'address-level1' })}
        </div>
        {field('email', t`Email`, { autoComplete: 'email', type: 'email', inputMode: 'email' })}
        <button type="submit" className="btn btn--primary btn--block">
          {t`Continue`}
        </button>
      </form>
      {checked && (
        <section className="card-form-page__handoff" role="status">
          <p>
            {t`Your details look complete. For your safety Holo never stores or sends card numbers: you enter the card on the payment provider's secure page when you pay the order.`}
          </p>
          {orderId && (
            <Link className="btn btn--primary" to={`/pay/checkout/${orderId}`}>
              {t`Go to checkout`}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
