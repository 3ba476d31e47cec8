import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '../api/get-categories';
import { categoryName } from '../category-name';

interface Props {
  categories: Category[];
  active: number;
  onActivate: (index: number) => void;
  detailId: string;
}

/** The first level of the mega-menu: each entry shows its subcategories in the detail region. */
export function CategoryMenuFirstLevel({ categories, active, onActivate, detailId }: Props) {
  const { t, i18n } = useLingui();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = categories.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowUp') next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onActivate(index);
      document.getElementById(detailId)?.querySelector<HTMLElement>('a')?.focus();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    onActivate(next);
    refs.current[next]?.focus();
  }

  return (
    <ul className="mega__first" aria-label={t`Categories`}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <button
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            className="mega__first-item"
            aria-expanded={index === active}
            aria-controls={detailId}
            onClick={() => onActivate(index)}
            onMouseEnter={() => onActivate(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {categoryName(category, i18n.locale)}
            <span aria-hidden="true" className="mega__chevron">›</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
