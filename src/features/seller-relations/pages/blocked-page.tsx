import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ListSearch } from '../../../components/form/list-search';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { ListState } from '../../../components/status/list-state';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { Pagination, pageCountOf } from '../../catalog';
import { BLOCKED_PAGE_SIZE, useBlocked } from '../api/get-blocked';
import { useToggleBlock } from '../api/toggle-block';
import { BlockedRow } from '../components/blocked-row';
import { listSearch, readListParams } from '../components/list-page-params';

const PATH = '/myholo/block';

/** /myholo/block: blocked members, searchable by nickname, 12 a page, Remove unblocks. */
export function BlockedPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { q, page } = readListParams(searchParams);
  const list = useBlocked(q, page);
  const unblock = useToggleBlock();
  const entries = list.data?.data ?? [];
  const count = list.data?.count ?? 0;

  const onRemove = (memberId: number) =>
    unblock.mutate(
      { memberId, block: false },
      {
        onSuccess: () => showToast(t`Unblocked successfully`, { tone: 'success' }),
        onError: (error) =>
          showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' }),
      },
    );

  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`Blocked list`}</h1>
      <MemberListsNav />
      <div className="list-toolbar">
        <ListSearch value={q} label={t`Search by nickname`} placeholder={t`Search by nickname`} maxLength={60} onSearch={(text) => navigate(listSearch(PATH, { q: text, page: 1 }))} />
      </div>
      <ListState
        query={list}
        hasRows={entries.length > 0}
        loadingLabel={t`Loading`}
        listClassName="member-rows"
        rowClassName="member-row"
        errorTitle={t`Your blocked list could not be loaded`}
        empty={
          q
            ? { title: t`No blocked member matches "${q}"`, action: <Link to={PATH} className="btn btn--ghost">{t`Show everyone blocked`}</Link> }
            : { title: t`You have not blocked anyone`, text: <p>{t`Members you block cannot chat with you.`}</p> }
        }
      >
        <ul className="member-rows" aria-busy={list.isPlaceholderData}>
          {entries.map((entry) => (
            <BlockedRow
              key={entry.BlackMemberId}
              entry={entry}
              busy={unblock.isPending && unblock.variables.memberId === entry.BlackMemberId}
              onRemove={() => onRemove(entry.BlackMemberId)}
            />
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCountOf(count, BLOCKED_PAGE_SIZE)} hrefFor={(p) => listSearch(PATH, { q, page: p })} />
      </ListState>
    </div>
  );
}
