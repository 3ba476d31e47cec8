import { useLingui } from '@lingui/react/macro';
import { TraceState, type TrackingReply } from '../../../domain/shipping/shipping.schema';

/**
 * The parcel's events, newest first as the server sends them (spec 3 "Logistics trace"), or
 * "No logistics information yet" while the carrier knows nothing of the number.
 */
export function TrackingEvents({ tracking }: { tracking: TrackingReply }) {
  const { t, i18n } = useLingui();
  if (tracking.NoLogistics || tracking.Traces.length === 0) return <p className="tracking-empty">{t`No logistics information yet`}</p>;
  const state =
    tracking.State === TraceState.Delivered ? t`Delivered`
    : tracking.State === TraceState.InTransit ? t`In transit`
    : t`Accepted by the carrier`;
  return (
    <>
      <p className={tracking.State === TraceState.Delivered ? 'tracking-state tracking-state--delivered' : 'tracking-state'}>{state}</p>
      <ol className="tracking-events" aria-label={t`Tracking events, newest first`}>
        {tracking.Traces.map((trace, index) => (
          <li key={`${trace.AcceptTime}-${index}`} className={index === 0 ? 'tracking-event tracking-event--latest' : 'tracking-event'}>
            <time dateTime={trace.AcceptTime} className="tracking-event__time">
              {i18n.date(trace.AcceptTime, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <span className="tracking-event__station">{trace.AcceptStation}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
