import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Category } from '../api/get-categories';
import { categoryName } from '../category-name';
import { categoryHref } from '../market-links';

/** Second-level groups with their third-level links, for the active first-level category. */
export function CategoryMenuDetail({ id, category }: { id: string; category: Category }) {
  const { t, i18n } = useLingui();
  const name = categoryName(category, i18n.locale);
  return (
    <div id={id} className="mega__detail" role="region" aria-label={name}>
      <Link to={categoryHref(category.id)} className="mega__all">
        {t`All of ${name}`}
      </Link>
      {category.children.length > 0 && (
        <div className="mega__columns">
          {category.children.map((second) => (
            <section key={second.id} className="mega__group">
              <h3 className="mega__group-title">
                <Link to={categoryHref(category.id, second.id)}>{categoryName(second, i18n.locale)}</Link>
              </h3>
              {second.children.length > 0 && (
                <ul className="mega__third">
                  {second.children.map((third) => (
                    <li key={third.id}>
                      <Link to={categoryHref(category.id, second.id, third.id)}>{categoryName(third, i18n.locale)}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
