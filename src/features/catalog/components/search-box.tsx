import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchHref } from '../market-links';

type Scope = 'items' | 'sellers';

/** The header search: items (market search) or sellers; the button is disabled while empty. */
export function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [scope, setScope] = useState<Scope>('items');
  const [key, setKey] = useState(() => params.get('key') ?? '');
  const empty = key.trim() === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!empty) navigate(searchHref(scope, key));
  }

  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <label htmlFor="search-scope" className="visually-hidden">
        {t`Search in`}
      </label>
      <select id="search-scope" className="search-box__scope" value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
        <option value="items">{t`Items`}</option>
        <option value="sellers">{t`Sellers`}</option>
      </select>
      <label htmlFor="search-key" className="visually-hidden">
        {t`Search`}
      </label>
      <input
        id="search-key"
        className="search-box__input"
        type="search"
        enterKeyHint="search"
        value={key}
        onChange={(e) => setKey(e.target.value)}
        placeholder={scope === 'items' ? t`Search cards` : t`Search sellers`}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className="search-box__button" disabled={empty}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t`Search`}</span>
      </button>
    </form>
  );
}
