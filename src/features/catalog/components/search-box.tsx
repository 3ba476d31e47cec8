import { Suspense, useCallback, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDismiss } from '../../../lib/hooks/use-dismiss';
import { useSavedSearches } from '../../saved-searches';
import { searchHref } from '../market-links';
import { preloadable, usePreloadWhenIdle } from '../../../lib/lazy/preloadable';
import type { SearchScope } from './search-box-history';
import { useRecentSearches } from './search-box-history-store';
import { searchOptions, type SearchOption } from './search-box-options';

const dropdown = preloadable(() => import('./search-box-dropdown').then((module) => module.SearchBoxDropdown));

/** The keyword of the page the visitor is on (/market?key=, /seller/list?key=), shown in the box. */
function keyOfLocation(pathname: string, search: string): { scope: SearchScope; key: string } | null {
  const key = new URLSearchParams(search).get('key');
  if (key === null) return null;
  if (pathname.startsWith('/market')) return { scope: 'items', key };
  if (pathname.startsWith('/seller/list')) return { scope: 'sellers', key };
  return null;
}

/**
 * The header search (spec 1 sections 2 and 5): items (the market) or sellers, disabled while empty.
 * On focus a combobox dropdown lists the 10 recent searches of this device and, for members, their
 * saved searches; arrow keys move through them, Enter opens one, Delete forgets a recent one.
 */
export function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [scope, setScope] = useState<SearchScope>('items');
  const [key, setKey] = useState(() => keyOfLocation(location.pathname, location.search)?.key ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const recent = useRecentSearches();
  const saved = useSavedSearches();
  usePreloadWhenIdle(dropdown.preload);

  // Follow the page's keyword when the visitor navigates (back, a saved search, a link).
  const [seenUrl, setSeenUrl] = useState(location.pathname + location.search);
  if (seenUrl !== location.pathname + location.search) {
    setSeenUrl(location.pathname + location.search);
    const fromUrl = keyOfLocation(location.pathname, location.search);
    if (fromUrl) {
      setKey(fromUrl.key);
      setScope(fromUrl.scope);
    }
  }

  const options = searchOptions(listId, recent.list, saved, key);
  const shown = open && options.length > 0;
  const activeOption = shown ? options[active] : undefined;
  const empty = key.trim() === '';

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(shown, close, rootRef, inputRef);

  function go(href: string) {
    close();
    navigate(href);
  }
  function choose(option: SearchOption) {
    if (option.kind === 'recent') {
      recent.add(option.recent);
      setKey(option.recent.key);
      setScope(option.recent.scope);
    }
    go(option.href);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (empty) return;
    recent.add({ scope, key });
    go(searchHref(scope, key));
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next < -1 ? count - 1 : next >= count ? -1 : next;
      });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Delete' && activeOption?.kind === 'recent') {
      event.preventDefault();
      recent.remove(activeOption.recent);
      setActive((i) => Math.min(i, count - 2));
    }
  }
  function onBlur(event: FocusEvent) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <div className="search-box-wrap" ref={rootRef} onBlur={onBlur}>
      <form role="search" className="search-box" onSubmit={onSubmit}>
        <label htmlFor="search-scope" className="visually-hidden">
          {t`Search in`}
        </label>
        <select id="search-scope" className="search-box__scope" value={scope} onChange={(e) => setScope(e.target.value as SearchScope)}>
          <option value="items">{t`Items`}</option>
          <option value="sellers">{t`Sellers`}</option>
        </select>
        <label htmlFor="search-key" className="visually-hidden">
          {t`Search`}
        </label>
        <input
          ref={inputRef}
          id="search-key"
          className="search-box__input"
          type="search"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          enterKeyHint="search"
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
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
      {shown && (
        <Suspense fallback={null}>
          <dropdown.Component
            id={listId}
            options={options}
            activeId={activeOption?.id ?? null}
            onChoose={choose}
            onRemove={(option) => recent.remove(option.recent)}
            onClear={() => {
              recent.clear();
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
