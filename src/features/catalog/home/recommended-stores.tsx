import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StoreSummary } from '../../../domain/catalog/store.schema';
import { StoreCard } from '../sellers/store-card';
import { Scroller } from './scroller';

/** Recommended sellers (12) in a row, with a link to every seller. */
export function RecommendedStores({ stores }: { stores: StoreSummary[] }) {
  const { t } = useLingui();
  if (stores.length === 0) return null;
  return (
    <Scroller
      title={t`Recommended sellers`}
      titleId="home-sellers"
      more={
        <Link to="/seller/list" className="text-link scroller__more">
          {t`All sellers`}
        </Link>
      }
    >
      {stores.map((store) => (
        <li key={store.Id} className="scroller__item scroller__item--store">
          <StoreCard store={store} />
        </li>
      ))}
    </Scroller>
  );
}
