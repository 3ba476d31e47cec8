/** /seller/messages: buyers' questions, unread first; /seller/messages/:id opens one with the reply box. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { ListState } from '../../../../components/status/list-state';
import { sellerConversationsQuery } from '../api/seller-conversations';
import { ConversationThread } from '../components/conversation-thread';
import '../../after-sale.css';

export function MessagesPage() {
  const { t, i18n } = useLingui();
  const open = Number(useParams().id) || null;
  const list = useQuery(sellerConversationsQuery);
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Messages`}</h1>
        {open && (
          <Link className="btn btn--ghost" to="/messages">
            {t`All messages`}
          </Link>
        )}
      </header>
      {open ? (
        <ConversationThread id={open} />
      ) : (
        <ListState
          query={list}
          hasRows={(list.data?.Data.length ?? 0) > 0}
          loadingLabel={t`Loading messages`}
          listClassName="sa-list"
          rowClassName="sa-row"
          errorTitle={t`The messages could not be loaded`}
          empty={{ title: t`No messages from buyers yet` }}
        >
          <ul className="sa-list">
            {list.data?.Data.map((c) => (
              <li key={c.Id} className="sa-row">
                <Link className="sa-card sa-card--plain sa-link-card" to={`/messages/${c.Id}`}>
                  <p className="sa-card__title">
                    {c.Unread && <span className="sa-badge">{t`New`}</span>} {c.Other.NickName} · {c.ItemTitle ?? t`About your store`}
                  </p>
                  <p className="sa-muted">
                    {i18n.date(new Date(c.LastMessageAt), { dateStyle: 'medium', timeStyle: 'short' })} · {c.LastMessage}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </ListState>
      )}
    </>
  );
}
