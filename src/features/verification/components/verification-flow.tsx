import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { showToast } from '../../../components/toast/toast-store';
import { defaultMemberSource } from '../../../domain/account/regions';
import type { VerificationStateReply } from '../../../domain/account/verification.schema';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { session } from '../../../lib/session/session-store';
import { useVerificationState } from '../api/get-verification';
import { UsVerificationForm } from './us-verification-form';
import { VerificationForm } from './verification-form';

interface VerificationFlowProps {
  onClose: () => void;
}

/**
 * What the ID verification dialog shows (spec 1 "ID verification"): the form with the reason it is
 * needed, then processing (polled), verified, or declined with the reason and "Apply again"; once the
 * 3 applications of 24 hours are used, when the next one is possible.
 */
export function VerificationFlow({ onClose }: VerificationFlowProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useSnapshot(session);
  const state = useVerificationState();
  // "Apply again" pressed while this many attempts were left; a new application changes the count.
  const [applyAgainAt, setApplyAgainAt] = useState<number | null>(null);
  const status = state.data?.VerifyStatus;

  // A decision changes the member (the gate reads VerifyStatus from /api/me).
  useEffect(() => {
    if (status === VerifyStatus.Verified || status === VerifyStatus.Declined) {
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    }
  }, [status, queryClient]);

  useEffect(() => {
    // Spec 1 section 8: a failed verification query is a toast with the message.
    if (state.error) showToast(isApiError(state.error) ? errorText(i18n, state.error.code, state.error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });
  }, [state.error, i18n]);

  if (!state.data) {
    return state.isError ? (
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>{t`Close`}</button>
        <button type="button" className="btn btn--primary" onClick={() => void state.refetch()}>{t`Try again`}</button>
      </div>
    ) : (
      <p className="dialog__text" role="status">{t`Loading…`}</p>
    );
  }

  const data = state.data;
  const close = (
    <div className="dialog__actions">
      <button type="button" className="btn btn--primary" onClick={onClose}>{t`Close`}</button>
    </div>
  );

  if (data.VerifyStatus === VerifyStatus.Verified) {
    return (
      <>
        <p className="verify-status verify-status--verified" role="status">{t`Your identity has been verified. You can now bid, buy and make offers.`}</p>
        {close}
      </>
    );
  }
  if (data.VerifyStatus === VerifyStatus.Processing) {
    return (
      <>
        <p className="verify-status verify-status--processing" role="status">{t`Your ID verification is being processed. This updates by itself when it is done.`}</p>
        {close}
      </>
    );
  }
  if (data.AttemptsLeft === 0) return <AttemptsUsed data={data} onClose={onClose} />;
  if (data.VerifyStatus === VerifyStatus.Declined && applyAgainAt !== data.AttemptsLeft) {
    return (
      <>
        <Declined data={data} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>{t`Close`}</button>
          <button type="button" className="btn btn--primary" onClick={() => setApplyAgainAt(data.AttemptsLeft)} data-autofocus>{t`Apply again`}</button>
        </div>
      </>
    );
  }
  return (
    <>
      <p className="dialog__text">{errorText(i18n, 'VERIFY_REQUIRED')}</p>
      <p className="dialog__text">{t`Applications left today: ${data.AttemptsLeft}`}</p>
      <ApplicationForm memberSource={user?.MemberSource ?? defaultMemberSource} onStateChanged={() => void state.refetch()} onCancel={onClose} />
    </>
  );
}

interface ApplicationFormProps {
  memberSource: string;
  onStateChanged: () => void;
  onCancel: () => void;
}

/**
 * US members get the US identity form (spec 1 section 5); one without a social security number can
 * switch to the ID document form, which every other member uses.
 */
function ApplicationForm({ memberSource, onStateChanged, onCancel }: ApplicationFormProps) {
  const { t } = useLingui();
  const [withDocument, setWithDocument] = useState(false);
  if (memberSource !== 'US') return <VerificationForm defaultCountry={memberSource} onStateChanged={onStateChanged} onCancel={onCancel} />;
  return (
    <>
      <button type="button" className="link-button verify-form-switch" onClick={() => setWithDocument((v) => !v)}>
        {withDocument ? t`Use the US identity form instead` : t`No Social Security number? Use an ID document instead`}
      </button>
      {withDocument ? (
        <VerificationForm defaultCountry={memberSource} onStateChanged={onStateChanged} onCancel={onCancel} />
      ) : (
        <UsVerificationForm onStateChanged={onStateChanged} onCancel={onCancel} />
      )}
    </>
  );
}

function Declined({ data }: { data: VerificationStateReply }) {
  const { t } = useLingui();
  return (
    <div className="verify-status verify-status--declined" role="status">
      <p>{t`Your ID verification was declined.`}</p>
      {data.DeclineReason && <p className="verify-status__reason">{data.DeclineReason}</p>}
    </div>
  );
}

function AttemptsUsed({ data, onClose }: { data: VerificationStateReply; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const retryAt = data.RetryAt ? i18n.date(new Date(data.RetryAt), { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <>
      {data.VerifyStatus === VerifyStatus.Declined && <Declined data={data} />}
      <p className="verify-status verify-status--exhausted" role="alert">
        {errorText(i18n, 'VERIFY_ATTEMPTS_EXCEEDED')}
        {retryAt && (
          <>
            {' '}
            {t`You can apply again after ${retryAt}.`}
          </>
        )}
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>{t`Close`}</button>
      </div>
    </>
  );
}
