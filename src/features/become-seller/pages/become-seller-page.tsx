import { useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PageLoading } from '../../../components/page/page-loading';
import { StatusPanel } from '../../../components/status/status-panel';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { SellerApplicationStatus } from '../../../domain/seller/seller-application.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { session } from '../../../lib/session/session-store';
import { useSellerApplication, useStartOnboarding } from '../api/seller-application';
import { SellerSitePanel } from '../components/seller-site-panel';

/**
 * /becomeseller (spec 3 "Become a seller"; members only, RequireAuth): a seller gets the seller
 * site; a member whose application waits for the audit or is active goes to /merchants; otherwise
 * (never applied, still at the provider's step, or refused) what selling on Holo means, the
 * requirements, and "Continue to payout setup", which opens the payout provider's onboarding.
 */
export function BecomeSellerPage() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const application = useSellerApplication(!user?.IsSeller);
  const start = useStartOnboarding();

  if (user?.IsSeller || application.data?.IsSeller) return <SellerSitePanel />;
  if (application.isPending) return <PageLoading />;
  if (application.isError) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" tone="error" title={t`Your seller application could not be loaded`} actions={<button type="button" className="btn btn--primary" onClick={() => void application.refetch()}>{t`Try again`}</button>} />
      </div>
    );
  }
  const status = application.data.Status;
  if (status === SellerApplicationStatus.Waiting || status === SellerApplicationStatus.Active) return <Navigate to="/merchants" replace />;

  const verified = user?.VerifyStatus === VerifyStatus.Verified;
  const onContinue = () =>
    start.mutate(undefined, {
      // The provider's hosted page is outside the PWA: a full navigation.
      onSuccess: ({ Url }) => window.location.assign(Url),
    });

  return (
    <div className="page member-page become-seller">
      <h1>{status === SellerApplicationStatus.Refused ? t`Apply to sell again` : t`Become a seller`}</h1>
      <p>{t`Sell your cards to collectors on Holo: list singles and boxes on the seller site, ship the orders, and receive your sales to your bank account through our payout provider.`}</p>
      <p className="become-seller__terms">
        <Link to="/terms/merchants">{t`Selling on Holo`}</Link> · <Link to="/terms/becomeseller">{t`Seller terms`}</Link>
      </p>
      <h2>{t`What you need`}</h2>
      <ul className="become-seller__requirements">
        <li className={verified ? 'become-seller__met' : undefined}>
          <strong>{t`A verified ID`}</strong>{' '}
          {verified ? (
            <span>{t`Done`}</span>
          ) : (
            <span>
              {t`For the safety of your transactions, please verify your identity first.`} <Link to="/authentication">{t`Verify now`}</Link>
            </span>
          )}
        </li>
        <li>
          <strong>{t`A payout account`}</strong> <span>{t`Our payout provider checks your legal name and bank account at the next step.`}</span>
        </li>
      </ul>
      <p>{t`After the payout setup, the seller audit takes 1-3 working days.`}</p>
      {start.isError && (
        <p className="form-error" role="alert">
          {isApiError(start.error) ? errorText(i18n, start.error.code, start.error.message) : errorText(i18n, 'NETWORK_ERROR')}
        </p>
      )}
      <button type="button" className="btn btn--primary" disabled={!verified || start.isPending || start.isSuccess} onClick={onContinue}>
        {t`Continue to payout setup`}
      </button>
    </div>
  );
}
