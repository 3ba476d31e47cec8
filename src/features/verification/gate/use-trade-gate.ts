/**
 * The gate before bidding, buying and offering (spec 2 "Gate", spec 3 "Gate before bidding or
 * offering"), in the spec's order: signed in, identity verified, a phone, an address, not the
 * seller. The client checks only to guide the member to what is missing; the server checks again
 * (unpaid orders too) and the caller shows its errors.
 */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../../components/toast/toast-store';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { rememberReturnPage } from '../../../lib/navigation/return-page';
import { currentUserKey, currentUserQuery } from '../../../lib/session/current-user-query';
import { whenUserKnown } from '../../../lib/session/session-store';
import { openGateDialog } from '../state/gate-dialogs';

export interface GatedItem {
  SellUserID: number;
}

const missingSomething = (user: CurrentUser) =>
  user.VerifyStatus !== VerifyStatus.Verified || !user.TelPhone || user.Count === 0;

/**
 * The member as the server sees them now, when the copy at hand would stop them (it may be stale:
 * verified or given an address in another tab). Offline or failing, the copy at hand is used.
 */
async function latestUser(queryClient: QueryClient, user: CurrentUser): Promise<CurrentUser | null> {
  if (!missingSomething(user)) return user;
  try {
    return await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
  } catch {
    return user;
  }
}

/** `const gate = useTradeGate(); if (await gate(item)) placeBid()`: true when the member may go on. */
export function useTradeGate() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;

  return useCallback(
    async (item: GatedItem): Promise<boolean> => {
      const known = await whenUserKnown();
      let user = known ? await latestUser(queryClient, known) : null;
      if (!user) {
        rememberReturnPage(here);
        navigate('/login');
        return false;
      }
      if (user.VerifyStatus !== VerifyStatus.Verified) {
        void openGateDialog('verify');
        return false;
      }
      if (!user.TelPhone) {
        if (!(await openGateDialog('phone'))) return false;
        // The dialog stored the member the server answered with.
        user = queryClient.getQueryData<CurrentUser | null>(currentUserKey) ?? user;
        if (!user.TelPhone || user.VerifyStatus !== VerifyStatus.Verified) return false;
      }
      if (user.Count === 0) {
        void openGateDialog('address');
        return false;
      }
      if (user.Id === item.SellUserID) {
        showToast(t`You cannot buy your own item`, { tone: 'error' });
        return false;
      }
      return true;
    },
    [queryClient, navigate, here, t],
  );
}
