import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../forms/register-form';

export function RegisterPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      heading={t`Create your Holo account`}
      intro={t`Bid on auctions, buy now and keep a watch list across your devices.`}
      footer={
        <p>
          <Trans>
            Already have an account? <Link to="/login">Sign in</Link>
          </Trans>
        </p>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
