import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { SavedSearch } from '../../../domain/member/saved-search.schema';
import { AlertSwitch } from './alert-switch';

interface SavedSearchItemProps {
  search: SavedSearch;
  busy: boolean;
  onToggleAlert: () => void;
  onDelete: () => void;
}

/** One saved search: picture, its words linking to the market search, matches, date, alert switch, delete. */
export function SavedSearchItem({ search, busy, onToggleAlert, onDelete }: SavedSearchItemProps) {
  const { t, i18n } = useLingui();
  const href = search.Query ? `/market?${search.Query}` : '/market';
  const count = search.Count;
  const created = i18n.date(search.CreateDate, { dateStyle: 'medium' });
  const name = search.ShowValue;
  return (
    <li className="saved-search">
      <Link to={href} className="saved-search__media" tabIndex={-1} aria-hidden="true">
        {search.ImgUrl ? <img src={search.ImgUrl} alt="" width="160" height="160" loading="lazy" decoding="async" /> : <span className="saved-search__placeholder" />}
      </Link>
      <div className="saved-search__body">
        <Link to={href} className="saved-search__name">
          {name}
        </Link>
        <p className="saved-search__meta">
          <span>
            <Plural value={count} one="# matching listing" other="# matching listings" />
          </span>
          <span>{t`Saved ${created}`}</span>
        </p>
      </div>
      <div className="saved-search__actions">
        <AlertSwitch on={search.IsNotice} name={name} busy={busy} onToggle={onToggleAlert} />
        <button type="button" className="btn btn--ghost btn--small" aria-label={t`Delete ${name}`} onClick={onDelete} disabled={busy}>
          {t`Delete`}
        </button>
      </div>
    </li>
  );
}
