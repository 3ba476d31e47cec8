import { useLingui } from '@lingui/react/macro';

/** The promotion's run, in the reader's time zone and language. */
export function ActivityDates({ start, end }: { start: string; end: string }) {
  const { i18n } = useLingui();
  const from = i18n.date(start, { dateStyle: 'medium' });
  const to = i18n.date(end, { dateStyle: 'medium' });
  return (
    <p className="activity-dates">
      <time dateTime={start}>{from}</time> – <time dateTime={end}>{to}</time>
    </p>
  );
}
