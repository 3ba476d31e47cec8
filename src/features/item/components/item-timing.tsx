import { useLingui } from '@lingui/react/macro';
import type { ItemDetail } from '../../../domain/bidding/item-detail.schema';
import { CountdownText } from '../../catalog';
import { finishedAs, isAuction, type ItemPhase } from '../item-phase';

/**
 * When: an auction's countdown (red in the last hour, "Ended" at the end) and its end time; a
 * coming-soon item's 'will be listed at {time}' and its start countdown; when it ended; a finished
 * fixed-price item's Sold (spec 1 section 4) or 'no longer available'.
 */
export function ItemTiming({ item, phase, offsetMs }: { item: ItemDetail; phase: ItemPhase; offsetMs: number }) {
  const { t, i18n } = useLingui();
  const when = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' });

  if (phase === 'coming-soon') {
    const start = when(item.StartDate);
    return (
      <div className="item-timing">
        <p className="item-timing__main">
          <span className="item-timing__label">{t`Starts in`}</span> <CountdownText until={item.StartDate} offsetMs={offsetMs} zeroText="00:00" />
        </p>
        <p className="item-timing__at">{t`Will be listed at ${start}`}</p>
      </div>
    );
  }
  if (!isAuction(item)) {
    if (phase !== 'ended') return null;
    return <p className="item-timing item-timing__ended">{finishedAs(item) === 'sold' ? t`Sold` : t`This item is no longer available`}</p>;
  }
  if (!item.EffectiveDate) return null;
  const end = when(item.EffectiveDate);
  return (
    <div className="item-timing">
      <p className="item-timing__main">
        <span className="item-timing__label">{t`Time left`}</span>{' '}
        {phase === 'ended' ? <span className="countdown countdown--ended">{t`Ended`}</span> : <CountdownText until={item.EffectiveDate} offsetMs={offsetMs} />}
      </p>
      <p className="item-timing__at">{phase === 'ended' ? t`Ended ${end}` : t`Ends ${end}`}</p>
    </div>
  );
}
