import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ListSearch } from '../../../components/form/list-search';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { ListState } from '../../../components/status/list-state';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { Pagination, pageCountOf } from '../../catalog';
import { FOLLOWED_PAGE_SIZE, useFollowedSellers } from '../api/get-followed-sellers';
import { useToggleFollow } from '../api/toggle-follow';
import { FollowedSellerRow } from '../components/followed-seller-row';
import { listSearch, readListParams } from '../components/list-page-params';

const PATH = '/myholo/sellers';

/** /myholo/sellers: the sellers the member follows, searchable, 12 a page, with unfollow. */
export function SavedSellersPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { q, page } = readListParams(searchParams);
  const list = useFollowedSellers(q, page);
  const unfollow = useToggleFollow();
  const sellers = list.data?.data ?? [];
  const count = list.data?.count ?? 0;

  const onUnfollow = (sellerId: number, name: string) =>
    unfollow.mutate(
      { sellerId, follow: false },
      {
        onSuccess: () => showToast(t`You no longer follow ${name}`, { tone: 'success' }),
        onError: (error) =>
          showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' }),
      },
    );

  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`Saved sellers`}</h1>
      <MemberListsNav />
      <div className="list-toolbar">
        <ListSearch value={q} label={t`Search saved sellers`} placeholder={t`Search saved sellers`} maxLength={60} onSearch={(text) => navigate(listSearch(PATH, { q: text, page: 1 }))} />
      </div>
      <ListState
        query={list}
        hasRows={sellers.length > 0}
        loadingLabel={t`Loading`}
        listClassName="member-rows"
        rowClassName="member-row"
        errorTitle={t`Your saved sellers could not be loaded`}
        empty={
          q
            ? { title: t`No saved seller matches "${q}"`, action: <Link to={PATH} className="btn btn--ghost">{t`Show all saved sellers`}</Link> }
            : {
                title: t`You do not follow any seller yet`,
                text: <p>{t`Follow a store to find it here.`}</p>,
                action: <Link to="/seller/list" className="btn btn--primary">{t`Browse sellers`}</Link>,
              }
        }
      >
        <ul className="member-rows" aria-busy={list.isPlaceholderData}>
          {sellers.map((seller) => (
            <FollowedSellerRow
              key={seller.SellerId}
              seller={seller}
              busy={unfollow.isPending && unfollow.variables.sellerId === seller.SellerId}
              onUnfollow={() => onUnfollow(seller.SellerId, seller.StoreName)}
            />
          ))}
        </ul>
        <Pagination page={page} pageCount={pageCountOf(count, FOLLOWED_PAGE_SIZE)} hrefFor={(p) => listSearch(PATH, { q, page: p })} />
      </ListState>
    </div>
  );
}
