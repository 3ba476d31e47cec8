import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { readAccountQuery } from '../auth-query';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../forms/login-form';

export function LoginPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthCard
      heading={t`Welcome back`}
      intro={t`Sign in to bid, buy and follow your favourite sellers.`}
      footer={
        <p>
          <Trans>
            New to Holo? <Link to="/register">Create an account</Link>
          </Trans>
        </p>
      }
    >
      <LoginForm initial={readAccountQuery(params)} />
    </AuthCard>
  );
}
