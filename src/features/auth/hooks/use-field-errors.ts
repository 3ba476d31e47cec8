import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react';
import { errorText } from '../../../lib/i18n/error-messages';
import type { AuthField } from '../server-fields';

/** A field's error: an error code, plus the server's text for a code the client does not know. */
interface FieldError {
  code: string;
  message?: string;
}

/**
 * Per-field error codes of a form, translated at render time (so a language switch re-translates
 * them). `text(field)` is what the input shows.
 */
export function useFieldErrors() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<AuthField, FieldError>>>({});

  const setError = useCallback((field: AuthField, code: string | null, message?: string) => {
    setErrors((current) => {
      const next = { ...current };
      if (code) next[field] = { code, message };
      else delete next[field];
      return next;
    });
  }, []);

  const replaceAll = useCallback((codes: Partial<Record<AuthField, string>>) => {
    setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, { code }])));
  }, []);

  const text = (field: AuthField) => {
    const error = errors[field];
    return error ? errorText(i18n, error.code, error.message) : null;
  };

  /**
   * Drops a field's error as soon as it is edited. Clearing it on blur instead would move the
   * submit button under the pointer between mousedown and mouseup, losing the click.
   */
  const edited = useCallback((field: AuthField) => setError(field, null), [setError]);

  return { errors, setError, replaceAll, edited, text, hasErrors: Object.keys(errors).length > 0 };
}
