import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { feedbackName } from '../../../domain/feedback/feedback-rules';
import type { FeedbackRow } from '../../../domain/feedback/feedback.schema';
import type { FeedbackSide } from '../feedback-url';

interface FeedbackTableProps {
  rows: readonly FeedbackRow[];
  side: FeedbackSide;
  caption: string;
  onDetails: (row: FeedbackRow) => void;
}

/**
 * The feedback of one tab (spec 3 "Feedback list"): product, feedback, who left it (name cut by the
 * rule), time and Details. A table on wide screens; its stylesheet lays each row out as a card on phones.
 */
export function FeedbackTable({ rows, side, caption, onDetails }: FeedbackTableProps) {
  const { t, i18n } = useLingui();
  return (
    <table className="feedback-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Product`}</th>
          <th scope="col">{t`Feedback`}</th>
          {/* Feedback about a seller comes from their buyers, and the other way round. */}
          <th scope="col">{side === 'seller' ? t`Buyer` : t`Seller`}</th>
          <th scope="col">{t`Time`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Details`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const title = row.Title;
          return (
            <tr key={row.ID} className="feedback-table__row">
              <td className="feedback-table__product">
                <Link to={`/carddetails/${row.CommodityID}`} className="feedback-table__item">
                  <img src={row.TitImg} alt="" width="56" height="56" loading="lazy" decoding="async" />
                  <span className="feedback-table__title">{title}</span>
                </Link>
              </td>
              <td className="feedback-table__text">{row.AppraisalContent}</td>
              <td className="feedback-table__name">
                <span title={row.RealName}>{feedbackName(row.RealName)}</span>
              </td>
              <td className="feedback-table__time">
                <time dateTime={row.CreateDate}>{i18n.date(row.CreateDate, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              <td className="feedback-table__action">
                <button type="button" className="btn btn--ghost btn--small" aria-label={t`Details of the feedback on ${title}`} onClick={() => onDetails(row)}>
                  {t`Details`}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
