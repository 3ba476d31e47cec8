import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { StatusPanel } from '../../../components/status/status-panel';
import { SAVED_SEARCH_PAGE_SIZE, type SavedSearch, type savedSearchListReply } from '../../../domain/member/saved-search.schema';
import type { z } from 'zod/mini';
import { Pagination, pageCountOf } from '../../catalog';
import { SavedSearchItem } from './saved-search-item';
import type { ViewMode } from './view-mode';
import { failedWithoutData } from '../../../lib/query/failed-without-data';

interface SavedSearchGroupProps {
  title: string;
  /** Said when the group has no searches. */
  emptyText: ReactNode;
  list: UseQueryResult<z.infer<typeof savedSearchListReply>>;
  page: number;
  hrefFor: (page: number) => string;
  view: ViewMode;
  busyId: number | null;
  onToggleAlert: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One of the two groups of /myholo/search (alerts on, no alerts), 20 a page. */
export function SavedSearchGroup({ title, emptyText, list, page, hrefFor, view, busyId, onToggleAlert, onDelete }: SavedSearchGroupProps) {
  const { t } = useLingui();
  const searches = list.data?.data ?? [];
  const count = list.data?.count ?? 0;
  return (
    <section className="saved-group" aria-label={title} aria-busy={list.isFetching}>
      <h2 className="saved-group__title">
        {title} <span className="saved-group__count">({count})</span>
      </h2>
      {list.isPending ? (
        <ul className={`saved-searches saved-searches--${view}`} aria-hidden="true">
          <li className="saved-search saved-search--skeleton" />
          <li className="saved-search saved-search--skeleton" />
        </ul>
      ) : failedWithoutData(list) ? (
        <StatusPanel
          tone="error"
          title={t`Your saved searches could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void list.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      ) : searches.length === 0 ? (
        <p className="saved-group__empty">{emptyText}</p>
      ) : (
        <>
          <ul className={`saved-searches saved-searches--${view}`}>
            {searches.map((search) => (
              <SavedSearchItem
                key={search._id}
                search={search}
                busy={busyId === search._id}
                onToggleAlert={() => onToggleAlert(search)}
                onDelete={() => onDelete(search)}
              />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCountOf(count, SAVED_SEARCH_PAGE_SIZE)} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
