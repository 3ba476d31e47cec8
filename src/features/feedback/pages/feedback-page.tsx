import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ListState } from '../../../components/status/list-state';
import { StatusPanel } from '../../../components/status/status-panel';
import { TabList } from '../../../components/tabs/tab-list';
import { FEEDBACK_PAGE_SIZE, type FeedbackRow } from '../../../domain/feedback/feedback.schema';
import { isApiError } from '../../../lib/api/api-error';
import { Pagination, pageCountOf } from '../../catalog';
import { useFeedbackList } from '../api/get-feedback-list';
import { FeedbackDetailsDialog } from '../components/feedback-details-dialog';
import { FeedbackHeader } from '../components/feedback-header';
import { FeedbackTable } from '../components/feedback-table';
import { countsOf } from '../feedback-counts';
import { aboutOf, feedbackHref, readFeedbackParams, type FeedbackPageParams, type FeedbackSide, type FeedbackSort, type FeedbackTab } from '../feedback-url';

const emptyTitles = {
  seller: { 1: msg`No positive feedback as a seller yet`, 2: msg`No negative feedback as a seller` },
  buyer: { 1: msg`No positive feedback as a buyer yet`, 2: msg`No negative feedback as a buyer` },
} as const;

/**
 * /feedback/seller?id=&type=1|2&sort=&page= and /feedback/buyer?id=&type= (spec 3 "Feedback list"):
 * public. The member's record on top, Positive / Negative tabs (type=2 opens Negative), the sellers'
 * sort select, 60 a page, and the feedback viewer. Tab, sort and page live in the URL.
 */
export function FeedbackPage({ side }: { side: FeedbackSide }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const sortId = useId();
  const [search] = useSearchParams();
  const params = readFeedbackParams(side, search);
  const member = params.member;
  const list = useFeedbackList(
    { member: member ?? 0, about: aboutOf(side), status: params.tab, sort: params.sort, page: params.page },
    member !== null,
  );
  const [viewing, setViewing] = useState<FeedbackRow | null>(null);

  if (member === null || (list.isError && isApiError(list.error) && list.error.status === 404)) {
    return (
      <div className="page feedback-page">
        <StatusPanel heading="h1" title={t`Member not found`} actions={<Link to="/" className="btn btn--primary">{t`Go to the home page`}</Link>}>
          {t`This member does not exist or has closed their account.`}
        </StatusPanel>
      </div>
    );
  }

  const go = (next: Partial<FeedbackPageParams>) => navigate(feedbackHref(side, member, { ...params, page: 1, ...next }));
  const reply = list.data;
  const counts = reply ? countsOf(reply.Member, side) : null;
  const tabs: Array<{ value: FeedbackTab; label: string }> = [
    { value: 1, label: counts ? t`Positive (${i18n.number(counts.positive)})` : t`Positive` },
    { value: 2, label: counts ? t`Negative (${i18n.number(counts.negative)})` : t`Negative` },
  ];
  const rows = reply?.data ?? [];
  const count = reply?.count ?? 0;

  return (
    <div className="page feedback-page">
      {reply ? (
        <FeedbackHeader member={reply.Member} side={side} />
      ) : (
        <>
          <h1 className="visually-hidden">{side === 'seller' ? t`Seller feedback` : t`Buyer feedback`}</h1>
          {list.isPending && <div className="feedback-head feedback-head--skeleton" aria-hidden="true" />}
        </>
      )}
      <div className="feedback-page__bar">
        <TabList<FeedbackTab> label={t`Feedback`} tabs={tabs} value={params.tab} onChange={(tab) => go({ tab })} idBase="feedback" />
        {side === 'seller' && (
          <div className="toolbar-select">
            <label htmlFor={sortId}>{t`Sort`}</label>
            <select id={sortId} className="field__select field__select--compact" value={params.sort} onChange={(e) => go({ sort: e.target.value as FeedbackSort })}>
              <option value="new">{t`Newest first`}</option>
              <option value="old">{t`Oldest first`}</option>
            </select>
          </div>
        )}
      </div>
      <div role="tabpanel" id="feedback-panel" aria-labelledby={`feedback-tab-${params.tab}`} className="feedback-page__panel">
        <ListState
          query={list}
          hasRows={rows.length > 0}
          loadingLabel={t`Loading the feedback`}
          listClassName="feedback-list"
          rowClassName="feedback-list__row"
          errorTitle={t`The feedback could not be loaded`}
          empty={{ title: i18n._(emptyTitles[side][params.tab]) }}
        >
          <p className="list-count">
            <Plural value={count} one="# feedback" other="# feedback" />
          </p>
          <div className={list.isPlaceholderData ? 'feedback-page__rows feedback-page__rows--busy' : 'feedback-page__rows'}>
            <FeedbackTable
              rows={rows}
              side={side}
              caption={params.tab === 2 ? t`Negative feedback` : t`Positive feedback`}
              onDetails={setViewing}
            />
          </div>
          <Pagination page={params.page} pageCount={pageCountOf(count, FEEDBACK_PAGE_SIZE)} hrefFor={(page) => feedbackHref(side, member, { ...params, page })} />
        </ListState>
      </div>
      <FeedbackDetailsDialog row={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

export function SellerFeedbackPage() {
  return <FeedbackPage side="seller" />;
}

export function BuyerFeedbackPage() {
  return <FeedbackPage side="buyer" />;
}
