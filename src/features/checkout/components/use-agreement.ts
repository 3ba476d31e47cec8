import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../lib/i18n/error-messages';

/**
 * The Terms of Service and Privacy Policy box every payment needs ticked (spec 2 section 5):
 * `confirm()` answers whether it is, and if not shows the spec's message under the box.
 */
export function useAgreement() {
  const { i18n } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    confirm(): boolean {
      if (!agreed) setError(errorText(i18n, 'TERMS_REQUIRED'));
      return agreed;
    },
    /** For <AgreementCheck {...boxProps} />. */
    boxProps: {
      checked: agreed,
      error,
      onChange(checked: boolean) {
        setAgreed(checked);
        if (checked) setError(null);
      },
    },
  };
}
