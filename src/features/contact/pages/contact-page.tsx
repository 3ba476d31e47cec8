import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page/page-loading';
import { StatusPanel } from '../../../components/status/status-panel';
import { useContactItem, useContactStore } from '../api/get-contact-subject';
import { useStartConversation } from '../api/start-conversation';
import { ContactFaq } from '../components/contact-faq';
import { ContactSubject } from '../components/contact-subject';
import { MessageBox, type MessageDraft } from '../components/message-box';
import { readPositiveId } from '../read-positive-id';

/**
 * /messages/contact?item={id} (a card) or ?seller={memberId}&store={storeId} (a store): the spec's
 * contact seller page. Sending opens the conversation page; a refusal (blocked, too many messages,
 * one's own item) shows the server's message by its code.
 */
export function ContactPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const itemId = readPositiveId(search.get('item'));
  const sellerId = itemId === null ? readPositiveId(search.get('seller')) : null;
  const item = useContactItem(itemId);
  const store = useContactStore(sellerId === null ? null : readPositiveId(search.get('store')));
  const start = useStartConversation();

  if (itemId === null && sellerId === null) return <StatusPanel heading="h1" title={t`Choose an item or a store to ask about.`} />;
  if (item.isLoading || store.isLoading) return <PageLoading />;
  if (item.isError) return <StatusPanel heading="h1" tone="error" title={t`The item does not exist or has been removed`} />;

  const send = async (draft: MessageDraft) => {
    try {
      const { Id } = await start.mutateAsync({ ...draft, ...(itemId !== null ? { CommodityId: itemId } : { SellerId: sellerId! }) });
      void navigate(`/messages/conversation/${Id}`, { replace: true });
      return true;
    } catch {
      return false;
    }
  };

  const subject = item.data
    ? { Id: item.data.ID, Title: item.data.Title, Image: item.data.TitImg, Price: item.data.USD_Price }
    : null;
  const sellerName = item.data ? (item.data.Store?.Name ?? item.data.SellRealName) : (store.data?.StoreName ?? '');
  return (
    <div className="page member-page contact-page">
      <h1 className="contact-page__title">{t`Contact seller`}</h1>
      <ContactSubject item={subject} sellerName={sellerName} storeLogo={store.data?.StoreLogo ?? null} />
      <div className="contact-page__columns">
        <MessageBox label={t`Your question`} onSend={send} busy={start.isPending} error={start.error} onCancel={() => void navigate(-1)} />
        <ContactFaq />
      </div>
    </div>
  );
}
