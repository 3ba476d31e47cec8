import { useLingui } from '@lingui/react/macro';
import { StatusPanel } from '../../components/status/status-panel';

/** A member who is not a seller (IsSeller false): no seller tools, the way to become one (the buyer's /becomeseller). */
export function NotSellerPage() {
  const { t } = useLingui();
  return (
    <main className="seller-main seller-main--alone">
      <StatusPanel
        heading="h1"
        title={t`You are not a seller yet`}
        actions={
          <>
            <a className="btn btn--primary" href="/becomeseller">
              {t`Become a seller`}
            </a>
            <a className="btn btn--ghost" href="/">
              {t`Back to Holo`}
            </a>
          </>
        }
      >
        {t`The seller site is for Holo's sellers. Apply to sell, and once Holo approves you, list your cards here.`}
      </StatusPanel>
    </main>
  );
}
