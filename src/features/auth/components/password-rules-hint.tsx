import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../domain/account/account-rules';

/** The password rules of spec 1 section 5, shown under every new-password input. */
export function PasswordRulesHint() {
  const { t } = useLingui();
  return <>{t`${PASSWORD_MIN}–${PASSWORD_MAX} characters with at least one digit, one upper case and one lower case letter.`}</>;
}
