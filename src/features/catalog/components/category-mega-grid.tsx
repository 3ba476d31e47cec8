import { useId, useState } from 'react';
import type { Category } from '../api/get-categories';
import { CategoryMenuDetail } from './category-menu-detail';
import { CategoryMenuFirstLevel } from './category-menu-first-level';

/** The open category menu's two columns: first-level categories, and the active one's second and third levels. */
export function CategoryMegaGrid({ categories }: { categories: Category[] }) {
  const [active, setActive] = useState(0);
  const detailId = useId();
  const current = categories[Math.min(active, categories.length - 1)]!;
  return (
    <div className="mega__grid">
      <CategoryMenuFirstLevel categories={categories} active={active} onActivate={setActive} detailId={detailId} />
      <CategoryMenuDetail id={detailId} category={current} />
    </div>
  );
}
