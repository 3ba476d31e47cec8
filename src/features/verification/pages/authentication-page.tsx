import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import type { VerificationStateReply } from '../../../domain/account/verification.schema';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useVerificationState } from '../api/get-verification';
import { openGateDialog } from '../state/gate-dialogs';

const SETTINGS_PATH = '/myholo/setting';

/** /authentication (spec 1 "ID verification status page"): the status, and the way back to settings. */
export function AuthenticationPage() {
  const { t, i18n } = useLingui();
  const state = useVerificationState();
  const back = (
    <Link to={SETTINGS_PATH} className="btn btn--ghost">
      {t`Back to settings`}
    </Link>
  );

  if (!state.data) {
    if (!state.isError) {
      return (
        <div className="page page--narrow">
          <StatusPanel title={t`Loading…`} />
        </div>
      );
    }
    const message = isApiError(state.error) ? errorText(i18n, state.error.code, state.error.message) : errorText(i18n, 'NETWORK_ERROR');
    return (
      <div className="page page--narrow">
        <StatusPanel title={message} tone="error" actions={back} />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <StatusPanel title={<StatusTitle status={state.data.VerifyStatus} />} actions={<><Action data={state.data} />{back}</>}>
        <StatusText data={state.data} />
      </StatusPanel>
    </div>
  );
}

function StatusTitle({ status }: { status: number }) {
  const { t } = useLingui();
  switch (status) {
    case VerifyStatus.Verified:
      return <>{t`Identity verified`}</>;
    case VerifyStatus.Processing:
      return <>{t`Verification in progress`}</>;
    case VerifyStatus.Declined:
      return <>{t`Verification declined`}</>;
    default:
      return <>{t`Identity not verified`}</>;
  }
}

function StatusText({ data }: { data: VerificationStateReply }) {
  const { t, i18n } = useLingui();
  const retryAt = data.RetryAt ? i18n.date(new Date(data.RetryAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  if (data.VerifyStatus === VerifyStatus.Verified) return <p>{t`You can bid, buy and make offers.`}</p>;
  if (data.VerifyStatus === VerifyStatus.Processing) return <p role="status">{t`We are checking your documents. This page updates by itself.`}</p>;
  return (
    <>
      {data.VerifyStatus === VerifyStatus.Declined && data.DeclineReason && <p>{data.DeclineReason}</p>}
      {data.VerifyStatus !== VerifyStatus.Declined && <p>{errorText(i18n, 'VERIFY_REQUIRED')}</p>}
      {retryAt ? <p>{t`You can apply again after ${retryAt}.`}</p> : <p>{t`Applications left today: ${data.AttemptsLeft}`}</p>}
    </>
  );
}

function Action({ data }: { data: VerificationStateReply }) {
  const { t } = useLingui();
  if (data.VerifyStatus === VerifyStatus.Verified || data.VerifyStatus === VerifyStatus.Processing || data.AttemptsLeft === 0) return null;
  return (
    <button type="button" className="btn btn--primary" onClick={() => void openGateDialog('verify')}>
      {data.VerifyStatus === VerifyStatus.Declined ? t`Apply again` : t`Verify now`}
    </button>
  );
}
