import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/avatar';
import type { FeedbackListReply } from '../../../domain/feedback/feedback.schema';
import { countsOf } from '../feedback-counts';
import { feedbackHref, type FeedbackSide } from '../feedback-url';
import { FeedbackScore } from './feedback-score';

/** The member whose feedback it is: picture, name, the side's counts and percentage, the other side's list. */
export function FeedbackHeader({ member, side }: { member: FeedbackListReply['Member']; side: FeedbackSide }) {
  const { t } = useLingui();
  const { positive, negative } = countsOf(member, side);
  // A seller's buyer record is worth a look too; a member who never sold has no seller list to show.
  const other: FeedbackSide | null = side === 'seller' ? 'buyer' : member.IsSeller ? 'seller' : null;
  return (
    <header className="feedback-head">
      <Avatar name={member.RealName} src={member.HeadPortrait || null} size={64} />
      <div className="feedback-head__main">
        <h1 className="feedback-head__name">{member.RealName}</h1>
        <p className="feedback-head__side">{side === 'seller' ? t`Feedback as a seller` : t`Feedback as a buyer`}</p>
        <FeedbackScore positive={positive} negative={negative} withNegative className="feedback-head__score" />
      </div>
      {other && (
        <Link to={feedbackHref(other, member.ID)} className="btn btn--ghost btn--small feedback-head__other">
          {other === 'seller' ? t`Feedback as a seller` : t`Feedback as a buyer`}
        </Link>
      )}
    </header>
  );
}
