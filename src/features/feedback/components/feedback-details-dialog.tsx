import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/dialog/dialog';
import type { FeedbackRow } from '../../../domain/feedback/feedback.schema';

/** The spec's feedback viewer: one feedback in full, with its item, who left it and when. */
export function FeedbackDetailsDialog({ row, onClose }: { row: FeedbackRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={row !== null}
      title={t`Feedback`}
      onClose={onClose}
      className="feedback-dialog"
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
          {t`Close`}
        </button>
      }
    >
      {row && (
        <div className="feedback-dialog__content">
          <Link to={`/carddetails/${row.CommodityID}`} className="feedback-dialog__item">
            <img src={row.TitImg} alt="" width="64" height="64" loading="lazy" decoding="async" />
            <span>{row.Title}</span>
          </Link>
          <p className={row.AppraisalStatus === 2 ? 'feedback-dialog__status feedback-dialog__status--negative' : 'feedback-dialog__status'}>
            {row.AppraisalStatus === 2 ? t`Negative` : t`Positive`}
          </p>
          <blockquote className="feedback-dialog__text">{row.AppraisalContent}</blockquote>
          <p className="feedback-dialog__meta">
            <span>{row.RealName}</span> ·{' '}
            <time dateTime={row.CreateDate}>{i18n.date(row.CreateDate, { dateStyle: 'long', timeStyle: 'short' })}</time>
          </p>
        </div>
      )}
    </Dialog>
  );
}
