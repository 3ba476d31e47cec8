import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { FirstLevelCategory } from '../../../domain/catalog/category.schema';
import type { MarketSearch } from '../../../domain/catalog/market-search.schema';
import { categoryName } from '../category-name';
import type { CategoryPathNodes } from './category-path';

interface CategoryFilterProps {
  tree: FirstLevelCategory[];
  path: CategoryPathNodes;
  search: MarketSearch;
  hrefFor: (search: MarketSearch) => string;
}

/**
 * The three-level category tree as links: the chosen first level opens its second level, the
 * chosen second its third. Choosing a category drops the property filters (they belong to the
 * third level) and goes to page 1.
 */
export function CategoryFilter({ tree, path, search, hrefFor }: CategoryFilterProps) {
  const { t, i18n } = useLingui();
  const to = (f?: number, s?: number, tt?: number) => hrefFor({ ...search, f, s, t: tt, prop: [], page: 1 });
  const current = (selected: boolean) => (selected ? ('true' as const) : undefined);
  return (
    <nav className="cat-filter" aria-labelledby="cat-filter-title">
      <h3 id="cat-filter-title" className="filter__title">
        {t`Category`}
      </h3>
      <ul className="cat-filter__list">
        <li>
          <Link to={to()} className="cat-filter__link" aria-current={current(!path.first)}>
            {t`All categories`}
          </Link>
        </li>
        {tree.map((first) => {
          const open = path.first?.id === first.id;
          return (
            <li key={first.id}>
              <Link to={to(first.id)} className="cat-filter__link" aria-current={current(open && !path.second)} aria-expanded={open}>
                {categoryName(first, i18n.locale)}
              </Link>
              {open && (
                <ul className="cat-filter__list cat-filter__list--nested">
                  {first.children.map((second) => {
                    const secondOpen = path.second?.id === second.id;
                    return (
                      <li key={second.id}>
                        <Link
                          to={to(first.id, second.id)}
                          className="cat-filter__link"
                          aria-current={current(secondOpen && !path.third)}
                          aria-expanded={secondOpen}
                        >
                          {categoryName(second, i18n.locale)}
                        </Link>
                        {secondOpen && (
                          <ul className="cat-filter__list cat-filter__list--nested">
                            {second.children.map((third) => (
                              <li key={third.id}>
                                <Link
                                  to={to(first.id, second.id, third.id)}
                                  className="cat-filter__link"
                                  aria-current={current(path.third?.id === third.id)}
                                >
                                  {categoryName(third, i18n.locale)}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
