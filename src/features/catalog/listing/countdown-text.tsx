import { useLingui } from '@lingui/react/macro';
import { countdownParts, msUntil } from '../../../domain/catalog/countdown';
import { useClock } from '../../../lib/hooks/use-clock';

/**
 * Time left until `until` in the viewer's language: "2d 5h", "5h 12m", "12m 30s", "30s", then
 * "Ended" (a start countdown passes `zeroText` "00:00": it opens, it does not end).
 * `offsetMs` corrects the device clock by the server's (the item page passes its ServerTime offset).
 */
export function CountdownText({ until, className, offsetMs = 0, zeroText }: { until: string; className?: string; offsetMs?: number; zeroText?: string }) {
  const { t } = useLingui();
  const now = useClock() + offsetMs;
  const parts = countdownParts(msUntil(until, now));
  const { first, second } = parts;
  const text =
    parts.unit === 'dh' ? t`${first}d ${second}h`
    : parts.unit === 'hm' ? t`${first}h ${second}m`
    : parts.unit === 'ms' ? t`${first}m ${second}s`
    : parts.unit === 's' ? t`${first}s`
    : (zeroText ?? t`Ended`);
  return (
    <time
      dateTime={until}
      className={`countdown${parts.urgent ? ' countdown--urgent' : ''}${className ? ` ${className}` : ''}`}
    >
      {text}
    </time>
  );
}
