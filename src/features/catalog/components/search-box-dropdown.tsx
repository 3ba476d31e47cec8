import { useLingui } from '@lingui/react/macro';
import type { SearchOption } from './search-box-options';

interface SearchBoxDropdownProps {
  id: string;
  options: SearchOption[];
  activeId: string | null;
  onChoose: (option: SearchOption) => void;
  onRemove: (option: Extract<SearchOption, { kind: 'recent' }>) => void;
  onClear: () => void;
}

/**
 * The listbox under the header search: recent searches (each removable; Delete removes the
 * highlighted one) and the member's saved searches. Options are chosen with the pointer or from
 * the input with the arrow keys and Enter (the input keeps focus: aria-activedescendant).
 */
export function SearchBoxDropdown({ id, options, activeId, onChoose, onRemove, onClear }: SearchBoxDropdownProps) {
  const { t } = useLingui();
  const recent = options.filter((o) => o.kind === 'recent');
  const saved = options.filter((o) => o.kind === 'saved');
  const option = (o: SearchOption) => {
    const label = o.label;
    return (
      <li key={o.id} role="presentation" className={`search-drop__row${o.id === activeId ? ' search-drop__row--active' : ''}`}>
        <div
          id={o.id}
          role="option"
          aria-selected={o.id === activeId}
          className="search-drop__option"
          // Keep focus in the input: choosing happens on click, not on the mousedown that would blur it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(o)}
        >
          {o.label}
        </div>
        {o.kind === 'recent' && (
          <button
            type="button"
            tabIndex={-1}
            className="search-drop__remove"
            aria-label={t`Remove “${label}” from recent searches`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onRemove(o)}
          >
            ×
          </button>
        )}
      </li>
    );
  };
  return (
    <div className="search-drop">
      <ul id={id} role="listbox" aria-label={t`Search suggestions`} className="search-drop__list">
        {recent.length > 0 && (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-recent`} className="search-drop__group">
              <li role="presentation" id={`${id}-recent`} className="search-drop__heading">
                {t`Recent searches`}
              </li>
              {recent.map(option)}
            </ul>
          </li>
        )}
        {saved.length > 0 && (
          <li role="presentation">
            <ul role="group" aria-labelledby={`${id}-saved`} className="search-drop__group">
              <li role="presentation" id={`${id}-saved`} className="search-drop__heading">
                {t`Saved searches`}
              </li>
              {saved.map(option)}
            </ul>
          </li>
        )}
      </ul>
      {recent.length > 0 && (
        <button type="button" className="link-button search-drop__clear" onMouseDown={(e) => e.preventDefault()} onClick={onClear}>
          {t`Clear recent searches`}
        </button>
      )}
    </div>
  );
}
