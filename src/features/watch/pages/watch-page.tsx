import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { ListState } from '../../../components/status/list-state';
import { showToast } from '../../../components/toast/toast-store';
import { WATCH_PAGE_SIZE } from '../../../domain/member/watch-sizes';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { Pagination, pageCountOf } from '../../catalog';
import { useWatchList } from '../api/get-watch-list';
import { useToggleWatch } from '../api/toggle-watch';
import { useUnwatchMany } from '../api/unwatch-many';
import { keepOnPage, type Selection } from '../components/selection';
import { WatchList } from '../components/watch-list';
import { WatchToolbar } from '../components/watch-toolbar';
import { readWatchParams, watchSearch } from './watch-params';

/** /myholo/watch (spec 3 "Watch list"): search, status and sort, select-all and delete, 60 a page. */
export function WatchPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readWatchParams(searchParams);
  const list = useWatchList(params);
  const toggle = useToggleWatch();
  const unwatchMany = useUnwatchMany();
  const [chosen, setChosen] = useState<Selection>(new Set());

  const items = list.data?.data ?? [];
  const count = list.data?.count ?? 0;
  const pageCount = pageCountOf(count, WATCH_PAGE_SIZE);
  const selected = keepOnPage(chosen, items.map((item) => item.ID));
  const go = (change: Partial<typeof params>) => navigate({ search: watchSearch({ ...params, page: 1, ...change }) });

  // After deleting the last items of the last page, show the page before it.
  const pastEnd = list.isSuccess && !list.isPlaceholderData && items.length === 0 && count > 0 && params.page > pageCount;
  useEffect(() => {
    if (pastEnd) navigate({ search: watchSearch({ ...params, page: pageCount }) }, { replace: true });
  }, [pastEnd, navigate, params, pageCount]);

  const failToast = (error: unknown) =>
    showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });

  const unwatch = (id: number) => toggle.mutate({ commodityId: id, watch: false }, { onError: failToast });
  const deleteSelected = (ids: number[], done: () => void) =>
    unwatchMany.mutate(ids, {
      onSuccess: () => {
        setChosen(new Set());
        showToast(plural(ids.length, { one: '# item removed from your watch list', other: '# items removed from your watch list' }), { tone: 'success' });
      },
      onError: failToast,
      onSettled: done,
    });

  const filtered = params.search !== '' || params.status !== 'all';
  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`Watch list`}</h1>
      <MemberListsNav />
      <WatchToolbar search={params.search} status={params.status} sort={params.sort} onChange={go} />
      <ListState
        query={list}
        hasRows={items.length > 0}
        loadingLabel={t`Loading your watch list`}
        listClassName="watch-list__rows watch-list__rows--loading"
        rowClassName="watch-row"
        errorTitle={t`The watch list could not be loaded`}
        empty={
          // A search or status filter is on: "nothing matches" rather than "nothing watched".
          filtered
            ? {
                title: t`No watched items match`,
                action: (
                  <button type="button" className="btn btn--ghost" onClick={() => navigate({ search: '' })}>
                    {t`Clear search and filters`}
                  </button>
                ),
              }
            : {
                title: t`Your watch list is empty`,
                text: <p>{t`Watch items to follow their price and time left here.`}</p>,
                action: <Link to="/market" className="btn btn--primary">{t`Browse the market`}</Link>,
              }
        }
      >
        <WatchList
          items={items}
          count={count}
          selected={selected}
          onSelectionChange={setChosen}
          onUnwatch={unwatch}
          onDeleteSelected={deleteSelected}
          deleting={unwatchMany.isPending}
          busy={list.isPlaceholderData}
        />
        <Pagination page={params.page} pageCount={pageCount} hrefFor={(page) => `/myholo/watch${watchSearch({ ...params, page })}`} />
      </ListState>
    </div>
  );
}
