import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { useCategories } from '../api/get-categories';
import { categoryName } from '../category-name';
import { categoryHref } from '../market-links';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

/** Every first-level category with its second level, as links into the market. */
export function CategoryDirectory() {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  return (
    <section className="directory" aria-labelledby="directory-title">
      <h2 id="directory-title" className="section-title">
        {t`Shop by category`}
      </h2>
      {categories.isPending ? (
        <div className="directory__grid" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="directory__card directory__card--skeleton" />
          ))}
        </div>
      ) : failedWithoutData(categories) ? (
        <StatusPanel
          tone="error"
          title={t`The categories could not be loaded`}
          actions={
            <button type="button" className="btn btn--ghost" onClick={() => void categories.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      ) : categories.data.length === 0 ? (
        <StatusPanel title={t`No categories yet`} />
      ) : (
        <ul className="directory__grid">
          {categories.data.map((first) => (
            <li key={first.id} className="directory__card">
              <h3 className="directory__name">
                <Link to={categoryHref(first.id)}>{categoryName(first, i18n.locale)}</Link>
              </h3>
              <ul className="directory__children">
                {first.children.slice(0, 8).map((second) => (
                  <li key={second.id}>
                    <Link to={categoryHref(first.id, second.id)}>{categoryName(second, i18n.locale)}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
