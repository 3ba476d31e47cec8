import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { VerifyStatus } from '../../../domain/account/verify-status';

/** ID verification's status (spec 1 section 4): not verified and declined lead to /authentication. */
export function VerificationRow({ status }: { status: number }) {
  const { t } = useLingui();
  switch (status) {
    case VerifyStatus.Verified:
      return <span className="setting-row__badge setting-row__badge--ok">{t`Identity verified`}</span>;
    case VerifyStatus.Processing:
      return <span className="setting-row__badge">{t`Verification in progress`}</span>;
    case VerifyStatus.Declined:
      return (
        <>
          <span className="setting-row__badge setting-row__badge--bad">{t`Verification declined`}</span>
          <Link to="/authentication" className="btn btn--ghost btn--small">
            {t`Apply again`}
          </Link>
        </>
      );
    default:
      return (
        <>
          <span className="pay-muted">{t`Identity not verified`}</span>
          <Link to="/authentication" className="btn btn--primary btn--small">
            {t`Verify now`}
          </Link>
        </>
      );
  }
}
