import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useMemberAction } from '../../auth';
import { useToggleWatch } from '../api/toggle-watch';

export interface WatchToggleProps {
  commodityId: number;
  watching: boolean;
  variant?: 'card' | 'page';
  /** The listing's title, so a grid of card toggles is told apart by screen readers. */
  itemTitle?: string;
}

/**
 * Add to watch / Watching (Unwatch on hover or focus), on listing cards and pages. The shown state
 * follows the prop (the cached listing, patched optimistically) and also the click itself, so a
 * caller whose data is not in the query cache still sees the change; a failure flips it back.
 */
export function WatchToggle({ commodityId, watching, variant = 'page', itemTitle }: WatchToggleProps) {
  const { t, i18n } = useLingui();
  const guard = useMemberAction();
  const toggle = useToggleWatch();
  const [shown, setShown] = useState(watching);
  const [seenProp, setSeenProp] = useState(watching);
  if (seenProp !== watching) {
    setSeenProp(watching);
    setShown(watching);
  }

  const onClick = () =>
    guard(() => {
      const watch = !shown;
      setShown(watch);
      toggle.mutate(
        { commodityId, watch },
        {
          onError: (error) => {
            setShown(!watch);
            const reason = errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR');
            showToast(watch ? t`Could not add to watch: ${reason}` : t`Could not unwatch: ${reason}`, { tone: 'error' });
          },
        },
      );
    });

  const onClasses = shown ? ['watch-toggle--on', 'hover-swap'] : [];
  const className = ['watch-toggle', `watch-toggle--${variant}`, ...onClasses].join(' ');
  if (variant === 'card') {
    const name = itemTitle ? t`Add to watch: ${itemTitle}` : t`Add to watch`;
    return (
      <button type="button" className={className} aria-pressed={shown} aria-label={name} title={shown ? t`Unwatch` : t`Add to watch`} onClick={onClick}>
        <HeartIcon filled={shown} />
      </button>
    );
  }
  return (
    <button type="button" className={className} aria-pressed={shown} onClick={onClick}>
      <HeartIcon filled={shown} />
      {shown ? (
        <>
          <span className="watch-toggle__label hover-swap__rest">{t`Watching`}</span>
          <span className="watch-toggle__hover hover-swap__hover" aria-hidden="true">{t`Unwatch`}</span>
        </>
      ) : (
        <span>{t`Add to watch`}</span>
      )}
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </svg>
  );
}
