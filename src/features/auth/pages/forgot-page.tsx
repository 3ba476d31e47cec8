import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { readAccountQuery } from '../auth-query';
import { AuthCard } from '../components/auth-card';
import { ForgotForm } from '../forms/forgot-form';

export function ForgotPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthCard
      heading={t`Reset your password`}
      intro={t`We will send a verification code to your phone or e-mail.`}
      footer={
        <>
          <p>
            <Trans>
              Remembered it? <Link to="/login">Sign in</Link>
            </Trans>
          </p>
          <p>
            <Trans>
              New to Holo? <Link to="/register">Create an account</Link>
            </Trans>
          </p>
        </>
      }
    >
      <ForgotForm initial={readAccountQuery(params)} />
    </AuthCard>
  );
}
