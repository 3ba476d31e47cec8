import { useLingui } from '@lingui/react/macro';
import type { NotificationRow as Row } from '../../../domain/messages/notification.schema';
import { NoticeLink } from './notice-link';
import { NoticeTime } from './notice-time';

interface NotificationRowProps {
  row: Row;
  selected: boolean;
  onSelect: () => void;
  /** Opening it: marks it read (before the link goes). */
  onOpen: () => void;
}

/** One notice: its select box, a dot and bold while unread, title, summary and time. */
export function NotificationRow({ row, selected, onSelect, onOpen }: NotificationRowProps) {
  const { t } = useLingui();
  const title = row.Title;
  return (
    <li className={`notice-row${row.IsRead ? '' : ' notice-row--unread'}${selected ? ' notice-row--selected' : ''}`}>
      <label className="notice-row__check">
        <input type="checkbox" checked={selected} onChange={onSelect} />
        <span className="visually-hidden">{t`Select ${title}`}</span>
      </label>
      <span className="notice-row__dot" aria-hidden="true" />
      <div className="notice-row__main">
        <NoticeLink href={row.Link} className="notice-row__title" onOpen={onOpen}>
          {!row.IsRead && <span className="visually-hidden">{t`Unread:`}</span>}
          {!row.IsRead && ' '}
          {title}
        </NoticeLink>
        {row.ContentDesc && <p className="notice-row__desc">{row.ContentDesc}</p>}
      </div>
      <NoticeTime iso={row.CreateDate} className="notice-row__time" />
    </li>
  );
}
