import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CountdownText } from '../../catalog';

/**
 * The condition check's countdown (spec 3 "Countdowns", CheckTimeLong): the time left of the
 * buyer's 48 hours, from the seconds the server counted when the page was read.
 */
export function CheckCountdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  // Fixed when shown (the parent keys it by the seconds read, so a new reading starts a new count).
  const [until] = useState(() => new Date(Date.now() + seconds * 1000).toISOString());
  if (seconds <= 0) return <p className="check-countdown check-countdown--urgent">{t`The check time is up: the card counts as confirmed.`}</p>;
  return (
    <p className={seconds < 43_200 ? 'check-countdown check-countdown--urgent' : 'check-countdown'}>
      <span>{t`Check the card's condition within`}</span> <CountdownText until={until} offsetMs={0} />
    </p>
  );
}
