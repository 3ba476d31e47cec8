import { useLingui } from '@lingui/react/macro';
import type { CaseReply } from '../../../../domain/cases/case.schema';
import { useFormat } from '../../../lib/use-format';

/** The case's messages, oldest first, each with its author's side and pictures. */
export function CaseThread({ reply }: { reply: CaseReply }) {
  const { t } = useLingui();
  const format = useFormat();
  const sides: Record<string, string> = { buyer: t`Buyer`, seller: t`Seller`, staff: t`Holo`, system: t`Holo` };
  return (
    <ol className="case-thread" aria-label={t`Messages`}>
      {reply.objs.map((message) => (
        <li key={message.ID} className={`case-thread__message case-thread__message--${message.Role}`}>
          <p className="case-thread__who">
            {sides[message.Role] ?? message.Role} · {message.SRUserName} · <time dateTime={message.CreateDate}>{format.date(message.CreateDate)}</time>
          </p>
          <p className="case-thread__text">{message.Title}</p>
          {message.Images.length > 0 && (
            <p className="case-thread__images">
              {message.Images.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={`${url}?w=350`} alt={t`Picture in the message`} width="72" height="72" loading="lazy" />
                </a>
              ))}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
