import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../components/toast/toast-store';
import { AccountType, checkCode, checkPhone } from '../../../domain/account/account-rules';
import { defaultMemberSource } from '../../../domain/account/regions';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { AccountInput, CodeField, useCodeRequest } from '../../auth';
import { requestPhoneCode, useAddPhone } from '../api/add-phone';
import { focusUnlessTyping } from '../../../lib/browser/focus-unless-typing';

interface AddPhoneDialogProps {
  defaultCountry?: string;
  /** The settings page's phone edit (spec 3 section 5): a missing or bad number reads "Wrong phone.". */
  wrongPhoneMessage?: boolean;
  onAdded: () => void;
  onCancel: () => void;
}

type Field = 'phone' | 'code' | 'form';
type Errors = Partial<Record<Field, { code: string; message?: string }>>;

/**
 * Spec 2 "Gate": 'Please set your Phone number!' under the title 'Something Important'. Country and
 * number, the human check and a code by SMS, then save; the reply updates the signed-in member.
 */
export function AddPhoneDialog({ defaultCountry = defaultMemberSource, wrongPhoneMessage = false, onAdded, onCancel }: AddPhoneDialogProps) {
  const { t, i18n } = useLingui();
  const addPhone = useAddPhone();
  const codeRef = useRef<HTMLInputElement>(null);
  const [country, setCountry] = useState(defaultCountry);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const setError = (field: Field, errorCode: string | null, message?: string) =>
    setErrors(({ [field]: _old, ...rest }) => (errorCode ? { ...rest, [field]: { code: errorCode, message } } : rest));
  const text = (field: Field) => {
    const error = errors[field];
    if (!error) return null;
    if (wrongPhoneMessage && field === 'phone' && (error.code === 'PHONE_REQUIRED' || error.code === 'PHONE_INVALID')) return errorText(i18n, 'PHONE_WRONG');
    return errorText(i18n, error.code, error.message);
  };
  const fieldOf = (serverField: string | undefined): Field =>
    serverField === 'Code' ? 'code' : serverField === 'TelPhone' || serverField === 'Country' ? 'phone' : 'form';

  const codeRequest = useCodeRequest({
    validateTarget: () => {
      const problem = checkPhone(phone, country);
      setError('phone', problem);
      return !problem;
    },
    send: (ticket) => requestPhoneCode({ Country: country, TelPhone: phone.trim(), HumanTicket: ticket }),
    // Spec 1 section 4: a failed code request shows its message on the phone field.
    onFailure: (error) => setError('phone', error.code, error.message),
    onSent: () => focusUnlessTyping(codeRef.current),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (addPhone.isPending) return;
    const phoneProblem = checkPhone(phone, country);
    const codeProblem = checkCode(code);
    setErrors({
      ...(phoneProblem ? { phone: { code: phoneProblem } } : {}),
      ...(codeProblem ? { code: { code: codeProblem } } : {}),
    });
    if (phoneProblem || codeProblem) return;
    try {
      await addPhone.mutateAsync({ Country: country, TelPhone: phone.trim(), Code: code.trim() });
      showToast(t`Your phone number has been saved.`, { tone: 'success' });
      onAdded();
    } catch (error) {
      if (isApiError(error)) setError(fieldOf(error.field), error.code, error.message);
      else setError('form', 'NETWORK_ERROR');
    }
  }

  return (
    <Dialog open title={t`Something Important`} onClose={onCancel}>
      <form onSubmit={save} noValidate aria-label={t`Add a phone number`}>
        <p className="dialog__text">{t`Please set your Phone number!`}</p>
        <AccountInput
          idBase="add-phone"
          type={AccountType.Phone}
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            setError('phone', null);
          }}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setError('phone', null);
          }}
          onBlur={() => phone && setError('phone', checkPhone(phone, country))}
          error={text('phone')}
        />
        <CodeField
          ref={codeRef}
          id="add-phone-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError('code', null);
          }}
          onBlur={() => code && setError('code', checkCode(code))}
          error={text('code')}
          request={codeRequest}
          destination={t`your phone`}
        />
        {text('form') && (
          <p className="form-error" role="alert">
            {text('form')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn--primary" disabled={addPhone.isPending} aria-busy={addPhone.isPending}>
            {addPhone.isPending ? t`Saving…` : t`Save`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
