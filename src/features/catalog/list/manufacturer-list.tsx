import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ResultCount } from '../listing/result-count';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useList } from '../api/get-list';
import { ListingGrid } from '../listing/listing-grid';
import { pageCountOf } from '../pagination/page-window';
import { Pagination } from '../pagination/pagination';
import { ListFilters } from './list-filters';
import { ListSortTabs } from './list-sort-tabs';
import { readListParams, toListQuery, writeListParams, type ListParams } from './list-url';
import { ManufacturerTabs } from './manufacturer-tabs';

interface ManufacturerListProps {
  /** 0 for /list, 1 for /buynow. */
  manufacturerType: 0 | 1;
  basePath: '/list' | '/buynow';
  title: string;
}

/** A manufacturer list: logo tabs, filters, sorts, count, grid and pages, all held in the URL. */
export function ManufacturerList({ manufacturerType, basePath, title }: ManufacturerListProps) {
  const { t } = useLingui();
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const list = useMemo(() => readListParams(params, id), [params, id]);
  const result = useList(toListQuery(list, manufacturerType));
  const reply = result.data;

  const hrefFor = (next: ListParams) => {
    const query = writeListParams(next).toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  const update = (next: ListParams) => navigate(hrefFor(next), { preventScrollReset: true });
  const maker = reply?.Manufacturers.find((m) => m.Id === list.type);
  const total = reply?.Count;

  return (
    <div className="page list-page">
      <header className="market__head">
        <h1 className="market__title">{maker ? `${title} · ${maker.Name}` : title}</h1>
      </header>
      {reply && (
        <ManufacturerTabs
          manufacturers={reply.Manufacturers}
          selected={list.type}
          hrefFor={(type) => hrefFor({ ...list, type, series: undefined, year: undefined, page: 1 })}
        />
      )}
      <div className="toolbar">
        <p className="toolbar__count" role="status">
          <ResultCount total={total} unit="item" />
        </p>
        <ListFilters list={list} facets={reply} onChange={update} />
      </div>
      <ListSortTabs list={list} onChange={update} idBase="list-sort" />
      <div id="list-sort-panel" role="tabpanel" aria-labelledby={`list-sort-tab-${list.sort}`}>
        <ListingGrid
          listings={reply?.Data}
          pending={result.isPending}
          stale={result.isPlaceholderData}
          onRetry={() => void result.refetch()}
          emptyTitle={t`No items in this list`}
          emptyText={t`Try another manufacturer, series or year.`}
        />
      </div>
      <Pagination
        page={list.page}
        pageCount={reply ? pageCountOf(reply.Count, list.pageSize) : 1}
        hrefFor={(page) => hrefFor({ ...list, page })}
      />
    </div>
  );
}
