import { Plural, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { NotSavedOffline } from '../../../components/status/not-saved-offline';
import { StatusPanel } from '../../../components/status/status-panel';
import { useOnline } from '../../../lib/hooks/use-online';
import { STORE_PAGE_SIZE } from '../../../domain/catalog/store.schema';
import { useStores } from '../api/get-stores';
import { pageCountOf } from '../pagination/page-window';
import { Pagination } from '../pagination/pagination';
import { StoreCard } from '../sellers/store-card';
import { useTypedParam } from '../sellers/use-typed-param';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /seller/list?key=&page=: every seller, 60 a page, searchable by store name. */
export function SellerListPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const page = pageOf(params);
  const stores = useStores(key, page);
  const [text, setText] = useTypedParam(key, (next) => setParams(next ? { key: next } : {}, { replace: true }));

  const hrefFor = (p: number) => {
    const next = new URLSearchParams();
    if (key) next.set('key', key);
    if (p > 1) next.set('page', String(p));
    const query = next.toString();
    return query ? `/seller/list?${query}` : '/seller/list';
  };
  const total = stores.data?.count;
  // Offline with nothing kept for this search: the query waits for the network, so say so
  // rather than "Searching…" for ever.
  const online = useOnline();
  const cannotSearch = !online && (stores.data === undefined || stores.isPlaceholderData);

  return (
    <div className="page sellers">
      <header className="market__head">
        <h1 className="market__title">{t`Sellers`}</h1>
      </header>
      <div className="toolbar">
        <div className="toolbar-select toolbar-select--grow">
          <label htmlFor="seller-search">{t`Search sellers`}</label>
          <input
            id="seller-search"
            className="toolbar-input"
            type="search"
            value={text}
            maxLength={60}
            placeholder={t`Store name`}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <p className="toolbar__count" role="status">
          {cannotSearch ? t`Offline` : total === undefined ? t`Searching…` : <Plural value={total} one="# seller" other="# sellers" />}
        </p>
      </div>
      {cannotSearch ? (
        <NotSavedOffline title={t`Sellers cannot be searched offline`}>
          <p>{t`Search again once you are back online. Your watch list and orders are kept on this device.`}</p>
        </NotSavedOffline>
      ) : stores.isPending ? (
        <ul className="store-grid" aria-busy="true" aria-label={t`Loading sellers`}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="store-card store-card--skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : failedWithoutData(stores) ? (
        <StatusPanel
          tone="error"
          title={t`The sellers could not be loaded`}
          actions={
            <button type="button" className="btn btn--ghost" onClick={() => void stores.refetch()}>
              {t`Try again`}
            </button>
          }
        >
          {t`Check your connection and try again.`}
        </StatusPanel>
      ) : stores.data.data.length === 0 ? (
        <StatusPanel title={key ? t`No seller matches “${key}”` : t`No sellers yet`}>{t`Check the spelling or try part of the name.`}</StatusPanel>
      ) : (
        <ul className={`store-grid${stores.isPlaceholderData ? ' lgrid--stale' : ''}`}>
          {stores.data.data.map((store) => (
            <li key={store.Id}>
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={stores.data ? pageCountOf(stores.data.count, STORE_PAGE_SIZE) : 1} hrefFor={hrefFor} />
    </div>
  );
}
