import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ListState } from '../../../components/status/list-state';
import { StatusPanel } from '../../../components/status/status-panel';
import { ACTIVITY_PAGE_SIZE } from '../../../domain/promotions/activity.schema';
import { session } from '../../../lib/session/session-store';
import { Pagination, pageCountOf } from '../../catalog';
import { useMyGifts } from '../api/get-my-gifts';
import { GiftCard } from '../components/gift-card';
import { SignInButton } from '../components/sign-in-button';
import { activityHref } from './activity-params';

/** The member's gift orders; a visitor is asked to sign in (the promotions list stays open to them). */
export function GiftList({ page }: { page: number }) {
  const { t } = useLingui();
  const { user, userKnown } = useSnapshot(session);
  const gifts = useMyGifts(page, user !== null);
  if (userKnown && !user) {
    return <StatusPanel title={t`Sign in to see your gifts`} actions={<SignInButton>{t`Sign in`}</SignInButton>}>{t`Prizes and raffle codes you win in promotions appear here.`}</StatusPanel>;
  }
  const rows = gifts.data?.Data ?? [];
  return (
    <ListState
      query={gifts}
      hasRows={rows.length > 0}
      loadingLabel={t`Loading your gifts`}
      listClassName="gift-list"
      rowClassName="gift-card"
      errorTitle={t`Your gifts could not be loaded`}
      empty={{ title: t`No gifts yet`, text: t`Prizes and raffle codes you win in promotions appear here.`, action: <Link to={activityHref('promotions')} className="btn btn--ghost">{t`See the promotions`}</Link> }}
    >
      <ul className="gift-list">
        {rows.map((gift) => (
          <GiftCard key={gift.Id} gift={gift} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf(gifts.data?.Count ?? 0, ACTIVITY_PAGE_SIZE)} hrefFor={(n) => activityHref('gifts', n)} />
    </ListState>
  );
}
