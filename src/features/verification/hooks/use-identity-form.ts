import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorText } from '../../../lib/i18n/error-messages';

/** A field's error: an error code, plus the server's text for a code the client does not know. */
export type IdentityFieldErrors<F extends string> = Partial<Record<F, { code: string; message?: string }>>;

/**
 * The field state both identity forms keep (the document form and the US form): the values, each
 * field's error (dropped as soon as the field is edited), its translated text, and moving the focus
 * to the first field in error.
 */
export function useIdentityForm<F extends string, V extends Record<F, string>>(initial: V) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<IdentityFieldErrors<F>>({});

  const set = (field: F) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const text = (field: F) => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };
  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  return { formRef, values, errors, setErrors, set, text, focusFirstError };
}
