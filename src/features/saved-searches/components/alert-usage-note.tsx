import { useLingui } from '@lingui/react/macro';
import type { AlertUsage } from './alert-limit';

interface AlertUsageNoteProps {
  usage: AlertUsage;
  /** false until the first list reply: no made-up 0/0. */
  known: boolean;
  /** The limit message after a refused switch, kept until the next try (the toast announces it). */
  limitText: string | null;
}

/** "E-mail alerts used: 3/10" (spec 1 section 5: the limit is shown as used/limit). */
export function AlertUsageNote({ usage, known, limitText }: AlertUsageNoteProps) {
  const { t } = useLingui();
  const { used, limit } = usage;
  return (
    <div className="alert-usage">
      <p className="alert-usage__count" aria-live="polite">
        {known ? t`E-mail alerts used: ${used}/${limit}` : t`E-mail alerts used: …`}
      </p>
      {limitText && (
        <p className="alert-usage__limit">
          {limitText}
        </p>
      )}
    </div>
  );
}
