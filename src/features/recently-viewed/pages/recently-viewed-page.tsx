import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { RECENTLY_VIEWED_PAGE_SIZE } from '../../../domain/member/recently-viewed.schema';
import { ListingGrid, Pagination, pageCountOf } from '../../catalog';
import { useRecentlyViewed } from '../api/get-recently-viewed';

/** /myholo/recently: the listings the member opened, newest first, as listing cards, 60 a page. */
export function RecentlyViewedPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const page = Math.min(100, Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1));
  const list = useRecentlyViewed(page);
  const count = list.data?.count ?? 0;
  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`Recently viewed`}</h1>
      <MemberListsNav />
      {list.isSuccess && count > 0 && (
        <p className="list-count">
          <Plural value={count} one="# item viewed" other="# items viewed" />
        </p>
      )}
      <ListingGrid
        listings={list.data?.data}
        pending={list.isPending}
        onRetry={() => void list.refetch()}
        stale={list.isPlaceholderData}
        skeletons={8}
        emptyTitle={t`You have not viewed any items yet`}
        emptyText={
          <>
            <p>{t`Items you open are listed here, newest first.`}</p>
            <Link to="/market" className="btn btn--primary">
              {t`Browse the market`}
            </Link>
          </>
        }
      />
      <Pagination page={page} pageCount={pageCountOf(count, RECENTLY_VIEWED_PAGE_SIZE)} hrefFor={(p) => (p > 1 ? `/myholo/recently?page=${p}` : '/myholo/recently')} />
    </div>
  );
}
