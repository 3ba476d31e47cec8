import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { StatusPanel } from '../../../components/status/status-panel';
import { merchantViewOf, readPayoutReturn, statusReadDelay } from '../../../domain/seller/payout-return';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useSellerApplication, useSubmitPayoutResult } from '../api/seller-application';
import { SellerSitePanel } from '../components/seller-site-panel';
import { StartSellingButton } from '../components/start-selling-button';

/**
 * /merchants (spec 3 "Merchant status page"), at every width (the spec's desktop redirect to
 * /terms/merchants is not kept: the status is the member's, wherever they are). Back from the payout
 * provider (type=payout with its signed result) the page hands the result to Holo and shows the
 * answer; otherwise it reads the status 2 seconds after opening (src/domain/seller/payout-return.ts).
 */
export function MerchantStatusPage() {
  const { t, i18n } = useLingui();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const payoutResult = readPayoutReturn(query);
  const submit = useSubmitPayoutResult();
  const [readNow, setReadNow] = useState(() => statusReadDelay(query) === 0 && !payoutResult);
  const application = useSellerApplication(readNow);
  const submitted = useRef(false);

  useEffect(() => {
    if (!payoutResult || submitted.current) return;
    submitted.current = true;
    // The result leaves the address once used: a reload or a shared link does not carry it again.
    submit.mutate(payoutResult, { onSettled: () => navigate('/merchants?type=payout', { replace: true }) });
  }, [payoutResult, submit, navigate]);

  useEffect(() => {
    if (readNow || payoutResult || submit.isPending || submit.isSuccess) return;
    const timer = window.setTimeout(() => setReadNow(true), statusReadDelay(query));
    return () => window.clearTimeout(timer);
  }, [readNow, payoutResult, submit.isPending, submit.isSuccess, query]);

  const data = application.data ?? submit.data;
  if (submit.isError && !data) {
    return (
      <div className="page member-page">
        <StatusPanel heading="h1" tone="error" title={t`The payout setup could not be confirmed`} actions={<Link className="btn btn--primary" to="/becomeseller">{t`Continue to payout setup`}</Link>}>
          <p>{isApiError(submit.error) ? errorText(i18n, submit.error.code, submit.error.message) : errorText(i18n, 'NETWORK_ERROR')}</p>
        </StatusPanel>
      </div>
    );
  }
  if (!data) {
    if (application.isError) {
      return (
        <div className="page member-page">
          <StatusPanel heading="h1" tone="error" title={t`Your seller application could not be loaded`} actions={<button type="button" className="btn btn--primary" onClick={() => void application.refetch()}>{t`Try again`}</button>} />
        </div>
      );
    }
    return <PageLoading />;
  }

  const view = merchantViewOf(data);
  return (
    <div className="page member-page merchant-status">
      {view === 'seller' && <SellerSitePanel />}
      {view === 'none' && (
        <StatusPanel heading="h1" title={t`You have not applied to sell yet`} actions={<Link className="btn btn--primary" to="/becomeseller">{t`Become a seller`}</Link>} />
      )}
      {view === 'waiting' && (
        <StatusPanel
          heading="h1"
          title={t`Wait 1-3 working days for the seller audit`}
          actions={data.Status === 0 ? <Link className="btn btn--ghost" to="/becomeseller">{t`Continue to payout setup`}</Link> : undefined}
        >
          <p>{data.Status === 0 ? t`Your payout setup is not finished yet.` : t`Your payout account is set up. We will send you a message when the audit is done.`}</p>
        </StatusPanel>
      )}
      {view === 'active' && (
        <StatusPanel heading="h1" title={t`Active!`} actions={<StartSellingButton />}>
          <p>{t`Your seller application is approved. Start selling to open your seller site.`}</p>
        </StatusPanel>
      )}
      {(view === 'refused-provider' || view === 'refused-staff') && (
        <StatusPanel heading="h1" tone="error" title={view === 'refused-provider' ? t`Refused by the payout provider` : t`Refused by the seller audit`} actions={<Link className="btn btn--primary" to="/becomeseller">{t`Reapply`}</Link>}>
          {view === 'refused-staff' && data.Reason ? <p>{data.Reason}</p> : <p>{t`Check your legal name and bank account, then apply again.`}</p>}
        </StatusPanel>
      )}
    </div>
  );
}
