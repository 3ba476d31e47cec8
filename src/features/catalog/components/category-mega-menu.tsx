import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCategories } from '../api/get-categories';
import { CategoryMenuDetail } from './category-menu-detail';
import { CategoryMenuFirstLevel } from './category-menu-first-level';
import { useDisclosure } from '../../../lib/hooks/use-disclosure';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/**
 * The three-level category menu of the header. A disclosure button opens a panel: first-level
 * categories on the left (arrow keys move between them, → enters the links), their second and
 * third levels on the right. Escape or a click outside closes it and focus returns to the button.
 */
export function CategoryMegaMenu() {
  const { t } = useLingui();
  const { open, toggle, panelId, rootRef, buttonRef, closeOnLink } = useDisclosure();
  const [active, setActive] = useState(0);
  const detailId = useId();
  const categories = useCategories();

  const list = categories.data ?? [];
  const current = list[Math.min(active, list.length - 1)];
  return (
    <div className="mega" ref={rootRef}>
      <button ref={buttonRef} type="button" className="mega__trigger" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t`Categories`}
      </button>
      <div id={panelId} className="mega__panel" hidden={!open} onClick={closeOnLink}>
        {categories.isPending ? (
          <p className="mega__status" role="status">{t`Loading categories…`}</p>
        ) : failedWithoutData(categories) ? (
          <div className="mega__status" role="alert">
            <p>{t`The categories could not be loaded`}</p>
            <button type="button" className="btn btn--ghost" onClick={() => void categories.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : !current ? (
          <p className="mega__status">{t`No categories yet`}</p>
        ) : (
          <div className="mega__grid">
            <CategoryMenuFirstLevel categories={list} active={active} onActivate={setActive} detailId={detailId} />
            <CategoryMenuDetail id={detailId} category={current} />
          </div>
        )}
      </div>
    </div>
  );
}
