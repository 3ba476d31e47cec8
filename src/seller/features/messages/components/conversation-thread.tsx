import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { CONTACT_TEXT_MAX } from '../../../../domain/messages/conversation.schema';
import { isApiError } from '../../../../lib/api/api-error';
import { errorText } from '../../../../lib/i18n/error-messages';
import { conversationQuery, useAnswerBuyer } from '../api/seller-conversations';

/** One buyer's conversation with the seller and the reply box (closed when either side blocked the other). */
export function ConversationThread({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const boxId = useId();
  const conversation = useQuery(conversationQuery(id));
  const answer = useAnswerBuyer(id);
  const [text, setText] = useState('');
  if (conversation.isPending) return <PageLoading />;
  if (conversation.isError) return <StatusPanel tone="error" title={t`The conversation could not be loaded`} />;
  const c = conversation.data;
  const buyer = c.Buyer.NickName;
  const failure = answer.error ? errorText(i18n, isApiError(answer.error) ? answer.error.code : 'SERVER_ERROR') : null;
  return (
    <section className="sa-section" aria-label={t`Conversation with ${buyer}`}>
      <h2>{c.Item ? c.Item.Title : t`About your store`}</h2>
      <ol className="sa-thread">
        {c.Messages.map((m) => (
          <li key={m.Id} className={m.From === 'seller' ? 'sa-message sa-message--mine' : 'sa-message'}>
            <p className="sa-message__who">
              {m.From === 'seller' ? t`You` : c.Buyer.NickName} · {i18n.date(new Date(m.CreateDate), { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className="sa-quote">{m.Body}</p>
          </li>
        ))}
      </ol>
      {c.CanWrite ? (
        <form
          className="sa-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            answer.mutate(text.trim(), { onSuccess: () => setText('') });
          }}
        >
          <label className="field__label" htmlFor={boxId}>
            {t`Your reply`}
          </label>
          <textarea id={boxId} className="sa-textarea" maxLength={CONTACT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn--primary" disabled={answer.isPending || !text.trim()}>
            {t`Send reply`}
          </button>
        </form>
      ) : (
        <p className="sa-muted">{t`You cannot write in this conversation: one of you has blocked the other.`}</p>
      )}
    </section>
  );
}
