import { useLingui } from '@lingui/react/macro';
import { msUntil } from '../../../domain/catalog/countdown';
import { useClock } from '../../../lib/hooks/use-clock';
import { useServerOffset } from '../../../lib/hooks/use-server-offset';
import { CountdownText } from '../../catalog';

/** Whether an unpaid order's payment window is over by the server's clock (ticks every second). */
export function usePayWindowOver(payDueAt: string): boolean {
  const now = useClock() + useServerOffset();
  return msUntil(payDueAt, now) <= 0;
}

/** "Pay within 1d 23h" with the due time, for an unpaid order (spec: payment within 2 days). */
export function PayDue({ payDueAt }: { payDueAt: string }) {
  const { t, i18n } = useLingui();
  const offsetMs = useServerOffset();
  const due = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(payDueAt));
  return (
    <p className="pay-due">
      <span>{t`Pay within`}</span> <CountdownText until={payDueAt} offsetMs={offsetMs} className="pay-due__left" />{' '}
      <span className="pay-muted">{t`(by ${due})`}</span>
    </p>
  );
}
