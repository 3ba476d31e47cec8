import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/checkbox-field';

interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

export function TermsCheckbox({ id, checked, onChange, error }: TermsCheckboxProps) {
  return (
    <CheckboxField
      id={id}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      error={error}
      label={
        <Trans>
          I have read and agree to the{' '}
          <Link to="/terms/service" target="_blank">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/terms/privacy" target="_blank">
            Privacy Policy
          </Link>
        </Trans>
      }
    />
  );
}
