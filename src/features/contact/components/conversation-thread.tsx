import { useLingui } from '@lingui/react/macro';
import type { Conversation } from '../../../domain/messages/conversation.schema';

/** The messages, oldest first: the reader's own on the right, the other side's on the left, each with its time. */
export function ConversationThread({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useLingui();
  const names = { buyer: conversation.Buyer.NickName, seller: conversation.Seller.StoreName ?? conversation.Seller.NickName };
  return (
    <ol className="conversation-thread" aria-label={t`Messages`}>
      {conversation.Messages.map((message) => {
        const mine = message.From === conversation.Role;
        return (
          <li key={message.Id} className={`conversation-message conversation-message--${mine ? 'mine' : 'theirs'}`}>
            <p className="conversation-message__head">
              <span className="conversation-message__author">{mine ? t`You` : names[message.From]}</span>
              <time dateTime={message.CreateDate}>{i18n.date(message.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </p>
            <p className="conversation-message__text">{message.Body}</p>
          </li>
        );
      })}
    </ol>
  );
}
