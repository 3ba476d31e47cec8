import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useMemberAction } from '../../auth';
import { useToggleFollow } from '../api/toggle-follow';

export interface FollowButtonProps {
  sellerId: number;
  storeId: number;
  following: boolean;
  followerCount: number;
}

/**
 * Follow / Following (Unfollow on hover or focus) with the follower count. Shows the click at once
 * and the server's count when it answers; a failure puts both back with a toast.
 */
export function FollowButton({ sellerId, storeId, following, followerCount }: FollowButtonProps) {
  const { t, i18n } = useLingui();
  const guard = useMemberAction();
  const toggle = useToggleFollow();
  const [shown, setShown] = useState({ following, followerCount });
  const [seen, setSeen] = useState({ following, followerCount });
  if (seen.following !== following || seen.followerCount !== followerCount) {
    setSeen({ following, followerCount });
    setShown({ following, followerCount });
  }

  const onClick = () =>
    guard(() => {
      const before = shown;
      const follow = !before.following;
      setShown({ following: follow, followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)) });
      toggle.mutate(
        { sellerId, follow },
        {
          onSuccess: (sent) => {
            if (!sent.queued) setShown({ following: sent.reply.IsAttention, followerCount: sent.reply.FollowerCount });
          },
          onError: (error) => {
            setShown(before);
            showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });
          },
        },
      );
    });

  const count = shown.followerCount;
  return (
    <div className="follow-button" data-store-id={storeId}>
      <button
        type="button"
        className={`btn btn--small ${shown.following ? 'btn--ghost follow-button__toggle--on hover-swap' : 'btn--primary'} follow-button__toggle`}
        aria-pressed={shown.following}
        onClick={onClick}
      >
        {shown.following ? (
          <>
            <span className="follow-button__label hover-swap__rest">{t`Following`}</span>
            <span className="follow-button__hover hover-swap__hover" aria-hidden="true">{t`Unfollow`}</span>
          </>
        ) : (
          t`Follow`
        )}
      </button>
      <span className="follow-button__count">
        <Plural value={count} one="# follower" other="# followers" />
      </span>
    </div>
  );
}
