import { useLingui } from '@lingui/react/macro';
import { msUntil } from '../../../domain/catalog/countdown';
import { CountDownType, isCountdownUrgent } from '../../../domain/orders/countdown-tone';
import { useClock } from '../../../lib/hooks/use-clock';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { CountdownText } from '../../catalog';

/** Milliseconds left to pay by the server's clock (ticks every second). */
export function usePayTimeLeft(payDueAt: string): number {
  const now = useClock() + useServerOffset();
  return msUntil(payDueAt, now);
}

/** "Pay within 1d 23h", red in the last 12 hours (spec 3 "Countdowns"); "Payment time is up" once it is over. */
export function PayCountdown({ payDueAt }: { payDueAt: string }) {
  const { t } = useLingui();
  const offsetMs = useServerOffset();
  const left = usePayTimeLeft(payDueAt);
  if (left <= 0) return <p className="pay-countdown pay-countdown--urgent">{t`Payment time is up`}</p>;
  const className = isCountdownUrgent(CountDownType.Paying, left) ? 'pay-countdown pay-countdown--urgent' : 'pay-countdown';
  return (
    <p className={className}>
      <span>{t`Pay within`}</span> <CountdownText until={payDueAt} offsetMs={offsetMs} />
    </p>
  );
}
