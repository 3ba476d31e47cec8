/**
 * Every seller page's frame: who is signed in decides what shows. A visitor goes to the buyer's
 * sign-in page and comes back; a member who is not a seller gets the way to become one; a seller
 * gets the layout (sidebar or top bar) around the page.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { currentUserQuery } from '../../lib/session/current-user-query';
import { setSessionUser } from '../../lib/session/session-store';
import { PageLoading } from '../../components/page/page-loading';
import { StatusPanel } from '../../components/status/status-panel';
import { SellerLayout } from './seller-layout';
import { NotSellerPage } from './not-seller-page';
import { signInAndComeBack } from './seller-session';
import { useMemberLanguage } from './use-member-language';
import type { SellerNavItem } from './seller-nav';

export function SellerRoot({ nav }: { nav: readonly SellerNavItem[] }) {
  const { t } = useLingui();
  const me = useQuery(currentUserQuery);
  useEffect(() => {
    if (me.isSuccess) setSessionUser(me.data);
    if (me.isSuccess && me.data === null) signInAndComeBack();
  }, [me.isSuccess, me.data]);
  useMemberLanguage(me.data ?? null);

  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <main className="seller-main seller-main--alone">
        <StatusPanel
          heading="h1"
          tone="error"
          title={t`Holo cannot be reached`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void me.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </main>
    );
  }
  // A visitor: the effect above has sent them to sign in.
  if (me.data === null) return <PageLoading />;
  if (!me.data.IsSeller) return <NotSellerPage />;
  return <SellerLayout nickname={me.data.NickName} nav={nav} />;
}
