import { useLingui } from '@lingui/react/macro';
import type { CaseReply } from '../../../domain/cases/case.schema';

/** The case's messages, oldest first: author, time, text, and photos at width 350 opening full size. */
export function CaseThread({ messages }: { messages: CaseReply['objs'] }) {
  const { t, i18n } = useLingui();
  const roleLabel: Record<string, string> = { buyer: t`Buyer`, seller: t`Seller`, staff: t`Holo`, system: t`Holo` };
  return (
    <ol className="case-thread" aria-label={t`Case messages`}>
      {messages.map((message) => (
        <li key={message.ID} className={`case-message case-message--${message.Role}`}>
          <p className="case-message__head">
            <span className="case-message__author">{message.SRUserName}</span>
            <span className="tag">{roleLabel[message.Role] ?? message.Role}</span>
            <time dateTime={message.CreateDate}>{i18n.date(message.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </p>
          <p className="case-message__text">{message.Title}</p>
          {message.Images.length > 0 && (
            <ul className="case-message__photos">
              {message.Images.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={`${url}?w=350`} alt={t`Photo ${index + 1} of the message`} width="350" loading="lazy" decoding="async" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
