import { useLingui } from '@lingui/react/macro';

/** When a notice was written, in the reader's locale. */
export function NoticeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  );
}
