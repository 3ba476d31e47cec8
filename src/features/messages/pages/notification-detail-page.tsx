import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { StatusPanel } from '../../../components/status/status-panel';
import { messageTabOf } from '../../../domain/member/notification-types';
import { isApiError } from '../../../lib/api/api-error';
import { failedWithoutData } from '../../../lib/query/failed-without-data';
import { useChangeNotifications } from '../api/change-notifications';
import { useNotification } from '../api/get-notification';
import { NoticeBody } from '../components/notice-body';
import { NoticeLink } from '../components/notice-link';
import { NoticeTime } from '../components/notice-time';
import { messagesHref } from './messages-params';

/** /messages/detail/:id (spec 3): the notice's title, time and HTML body; opening it marks it read. */
export function NotificationDetailPage() {
  const { t } = useLingui();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const notice = useNotification(valid ? id : 0);
  const markRead = useChangeNotifications('read');
  const unread = notice.data?.IsRead === false;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread) mutate([id]);
  }, [unread, id, mutate]);

  if (!valid || (notice.isError && isApiError(notice.error) && notice.error.status === 404)) {
    return (
      <div className="page member-page">
        <StatusPanel
          heading="h1"
          title={t`This message could not be found`}
          actions={
            <Link to="/messages" className="btn btn--primary">
              {t`Back to messages`}
            </Link>
          }
        >
          <p>{t`It may have been deleted.`}</p>
        </StatusPanel>
      </div>
    );
  }
  if (notice.isPending) return <div className="page member-page" aria-busy="true" aria-label={t`Loading the message`} />;
  if (failedWithoutData(notice) || !notice.data) {
    return (
      <div className="page member-page">
        <StatusPanel
          tone="error"
          heading="h1"
          title={t`The message could not be loaded`}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void notice.refetch()}>
              {t`Try again`}
            </button>
          }
        />
      </div>
    );
  }

  const row = notice.data;
  const ownPage = row.Link === `/messages/detail/${row.ID}`;
  return (
    <div className="page member-page notice-detail">
      <Link to={messagesHref({ tab: messageTabOf(row.SendType), page: 1 })} className="notice-detail__back">
        {t`Back to messages`}
      </Link>
      <article className="notice-detail__card">
        <h1 className="notice-detail__title">{row.Title}</h1>
        <NoticeTime iso={row.CreateDate} className="notice-detail__time" />
        <NoticeBody html={row.Body} />
        {!ownPage && (
          <NoticeLink href={row.Link} className="btn btn--primary notice-detail__open">
            {t`Open`}
          </NoticeLink>
        )}
      </article>
    </div>
  );
}
