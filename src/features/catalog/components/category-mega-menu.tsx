import { Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCategories } from '../api/get-categories';
import { useDisclosure } from '../../../lib/hooks/use-disclosure';
import { preloadable, usePreloadWhenIdle } from '../../../lib/lazy/preloadable';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

const grid = preloadable(() => import('./category-mega-grid').then((module) => module.CategoryMegaGrid));

/**
 * The three-level category menu of the header. A disclosure button opens a panel: first-level
 * categories on the left (arrow keys move between them, → enters the links), their second and
 * third levels on the right. Escape or a click outside closes it and focus returns to the button.
 * The panel's contents are drawn (and their code loaded) only once it opens: every page's header
 * carries the menu, and the closed menu's hundreds of hidden links cost each first view.
 */
export function CategoryMegaMenu() {
  const { t } = useLingui();
  const { open, toggle, panelId, rootRef, buttonRef, closeOnLink } = useDisclosure();
  const categories = useCategories();
  usePreloadWhenIdle(grid.preload);

  const list = categories.data ?? [];
  return (
    <div className="mega" ref={rootRef}>
      <button ref={buttonRef} type="button" className="mega__trigger" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t`Categories`}
      </button>
      <div id={panelId} className="mega__panel" hidden={!open} onClick={closeOnLink}>
        {!open ? null : categories.isPending ? (
          <p className="mega__status" role="status">{t`Loading categories…`}</p>
        ) : failedWithoutData(categories) ? (
          <div className="mega__status" role="alert">
            <p>{t`The categories could not be loaded`}</p>
            <button type="button" className="btn btn--ghost" onClick={() => void categories.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="mega__status">{t`No categories yet`}</p>
        ) : (
          <Suspense fallback={<p className="mega__status" role="status" aria-busy="true" />}>
            <grid.Component categories={list} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
