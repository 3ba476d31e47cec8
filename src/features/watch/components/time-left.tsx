import { useLingui } from '@lingui/react/macro';
import { countdownParts, msUntil } from '../../../domain/catalog/countdown';
import type { WatchItem } from '../../../domain/member/watch.schema';
import { useClock } from '../../../lib/hooks/use-clock';

/** A watched item's time left: the auction countdown, "Ended" once over, nothing for buy-now items. */
export function TimeLeft({ item }: { item: Pick<WatchItem, 'Status' | 'EffectiveDate'> }) {
  const { t } = useLingui();
  const now = useClock();
  if (item.Status <= 0) return <span className="time-left time-left--ended">{t`Ended`}</span>;
  if (item.Status === 2) return <span className="time-left">{t`Coming soon`}</span>;
  if (!item.EffectiveDate) return null;
  const parts = countdownParts(msUntil(item.EffectiveDate, now));
  const { first, second } = parts;
  const text =
    parts.unit === 'dh' ? t`${first}d ${second}h`
    : parts.unit === 'hm' ? t`${first}h ${second}m`
    : parts.unit === 'ms' ? t`${first}m ${second}s`
    : parts.unit === 's' ? t`${first}s`
    : t`Ended`;
  return (
    <time dateTime={item.EffectiveDate} className={`time-left${parts.urgent ? ' time-left--urgent' : ''}`} title={t`Time left`}>
      {text}
    </time>
  );
}
