import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { StatusPanel } from '../../../components/status/status-panel';
import type { Conversation } from '../../../domain/messages/conversation.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import { ContactSubject } from '../components/contact-subject';
import { ConversationThread } from '../components/conversation-thread';
import { MessageBox, type MessageDraft } from '../components/message-box';
import { readPositiveId } from '../read-positive-id';

/** /messages/conversation/:id: a conversation with a seller (or a buyer), for either party; read again every 20 s. */
export function ConversationPage() {
  const { t, i18n } = useLingui();
  const id = readPositiveId(useParams().id);
  const found = useConversation(id ?? 0);
  if (id === null) return <StatusPanel heading="h1" title={t`The conversation does not exist`} />;
  if (found.isPending) return <PageLoading />;
  if (found.isError) {
    const code = isApiError(found.error) ? found.error.code : 'SERVER_ERROR';
    return <StatusPanel heading="h1" tone="error" title={errorText(i18n, code)} />;
  }
  return <ConversationView conversation={found.data} />;
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui();
  const send = useSendMessage(conversation.Id);
  const other = conversation.Role === 'buyer' ? (conversation.Seller.StoreName ?? conversation.Seller.NickName) : conversation.Buyer.NickName;
  const sellerName = conversation.Seller.StoreName ?? conversation.Seller.NickName;
  const sendDraft = async (draft: MessageDraft) => {
    try {
      await send.mutateAsync(draft);
      return true;
    } catch {
      return false;
    }
  };
  return (
    <div className="page member-page conversation-page">
      <h1 className="contact-page__title">{t`Conversation with ${other}`}</h1>
      <ContactSubject item={conversation.Item} sellerName={sellerName} />
      <ConversationThread conversation={conversation} />
      {conversation.CanWrite ? (
        <MessageBox label={t`Your reply`} onSend={sendDraft} busy={send.isPending} error={send.error} />
      ) : (
        <p className="conversation-page__closed" role="status">
          {t`This member can not chat with you`}
        </p>
      )}
    </div>
  );
}
