import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { isAuthPath } from '../../../lib/navigation/return-page';
import { currentUserQuery } from '../../../lib/session/current-user-query';
import { gateDialogs, openGateDialog } from '../state/gate-dialogs';

const PROMPTED_KEY = 'holo_verify_prompted';
const unverified: readonly number[] = [VerifyStatus.None, VerifyStatus.Processing, VerifyStatus.Declined];

/**
 * Spec 1 "ID verification": the dialog opens by itself once per browser session (sessionStorage,
 * per member) for a signed-in member who is not verified. It waits for a fresh /api/me, so a cached
 * copy from before the member verified does not open it, and never opens over the sign-in pages.
 */
export function AutoVerificationPrompt() {
  const location = useLocation();
  const { data: user, isFetching } = useQuery(currentUserQuery);
  const due = Boolean(user && !isFetching && unverified.includes(user.VerifyStatus) && !isAuthPath(location.pathname));
  const key = user ? `${PROMPTED_KEY}:${user.Id}` : '';

  useEffect(() => {
    if (!due || sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    if (!gateDialogs.open) void openGateDialog('verify');
  }, [due, key]);

  return null;
}
