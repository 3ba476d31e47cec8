import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ListState } from '../../../components/status/list-state';
import { showToast } from '../../../components/toast/toast-store';
import { NOTIFICATION_PAGE_SIZE } from '../../../domain/messages/notification-sizes';
import type { NotificationRow } from '../../../domain/messages/notification.schema';
import { MessageTab } from '../../../domain/member/notification-types';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { Pagination, pageCountOf } from '../../catalog';
import { useChangeNotifications } from '../api/change-notifications';
import { useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import { MessageTabs } from '../components/message-tabs';
import { NotificationList } from '../components/notification-list';
import { messagesHref, readMessagesParams } from './messages-params';

const ID_BASE = 'messages';

/** /messages (spec 3 "Notifications"): five tabs with unread counts, 60 notices a page, select, mark read, delete. */
export function MessagesPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readMessagesParams(searchParams);
  const list = useNotifications(params.tab, params.page);
  const counts = useNotificationCounts();
  const markRead = useChangeNotifications('read');
  const remove = useChangeNotifications('delete');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const rows = list.data?.Data ?? [];
  const count = list.data?.Count ?? 0;
  const pageCount = pageCountOf(count, NOTIFICATION_PAGE_SIZE);

  // After deleting the last notices of the last page, show the page before it.
  const pastEnd = list.isSuccess && !list.isPlaceholderData && rows.length === 0 && count > 0 && params.page > pageCount;
  useEffect(() => {
    if (pastEnd) navigate(messagesHref({ ...params, page: pageCount }), { replace: true });
  }, [pastEnd, navigate, params, pageCount]);

  const failToast = (error: unknown) =>
    showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });
  const change = (mutation: typeof markRead, ids: number[]) =>
    mutation.mutate(ids, {
      onSuccess: () => setSelected(new Set()),
      onError: failToast,
    });
  const open = (row: NotificationRow) => {
    if (!row.IsRead) markRead.mutate([row.ID], { onError: failToast });
  };

  return (
    <div className="page member-page messages-page">
      <h1 className="visually-hidden">{t`Messages`}</h1>
      <MessageTabs value={params.tab} counts={counts.data} onChange={(tab) => navigate(messagesHref({ tab, page: 1 }))} idBase={ID_BASE} />
      <div role="tabpanel" id={`${ID_BASE}-panel`} aria-labelledby={`${ID_BASE}-tab-${params.tab}`} className="messages-panel">
        <ListState
          query={list}
          hasRows={rows.length > 0}
          loadingLabel={t`Loading your messages`}
          listClassName="notice-list__rows"
          rowClassName="notice-row"
          errorTitle={t`Your messages could not be loaded`}
          empty={{
            title: i18n._(emptyTitles[params.tab]),
            action: (
              <Link to="/market" className="btn btn--primary">
                {t`Browse the market`}
              </Link>
            ),
          }}
        >
          <NotificationList
            rows={rows}
            selected={selected}
            onSelectionChange={setSelected}
            onMarkRead={(ids) => change(markRead, ids)}
            onDelete={(ids) => change(remove, ids)}
            onOpen={open}
            busy={list.isPlaceholderData}
          />
          <Pagination page={params.page} pageCount={pageCount} hrefFor={(page) => messagesHref({ ...params, page })} />
        </ListState>
      </div>
    </div>
  );
}

/** Each tab's no-data title. */
const emptyTitles: Record<MessageTab, MessageDescriptor> = {
  [MessageTab.Order]: msg`No messages about your orders`,
  [MessageTab.Bids]: msg`No messages about your bids`,
  [MessageTab.Offer]: msg`No messages about your offers`,
  [MessageTab.Dispute]: msg`No messages about disputes`,
  [MessageTab.Product]: msg`No messages from Holo`,
};
