import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../../components/avatar/avatar';
import type { blockedMember } from '../../../domain/member/seller-relations.schema';
import type { z } from 'zod/mini';

interface BlockedRowProps {
  entry: z.infer<typeof blockedMember>;
  busy: boolean;
  onRemove: () => void;
}

/** A blocked member: avatar, name, since when, Remove. */
export function BlockedRow({ entry, busy, onRemove }: BlockedRowProps) {
  const { t, i18n } = useLingui();
  const name = entry.BlackListMember.RealName;
  const since = i18n.date(entry.CreateDate, { dateStyle: 'medium' });
  return (
    <li className="member-row">
      <Avatar name={name} src={entry.BlackListMember.HeadPortrait || null} size={48} />
      <div className="member-row__main">
        <span className="member-row__name">{name}</span>
        <p className="member-row__meta">
          <span>{t`Blocked ${since}`}</span>
        </p>
      </div>
      <button type="button" className="btn btn--ghost btn--small" aria-label={t`Remove ${name} from the blocked list`} onClick={onRemove} disabled={busy}>
        {t`Remove`}
      </button>
    </li>
  );
}
