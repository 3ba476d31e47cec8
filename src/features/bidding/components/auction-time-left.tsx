import { useLingui } from '@lingui/react/macro';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { CountdownText } from '../../catalog';

/** An auction's time left by the server's clock, ticking every second (red in the last hour); "Ended" once over. */
export function AuctionTimeLeft({ endsAt, status }: { endsAt: string | null; status: number }) {
  const { t } = useLingui();
  const offsetMs = useServerOffset();
  if (status < 0) return <span className="time-left time-left--ended">{t`Ended`}</span>;
  if (!endsAt) return null;
  return <CountdownText until={endsAt} offsetMs={offsetMs} />;
}
