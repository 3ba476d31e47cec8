import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatPositivePercent } from '../../../domain/feedback/feedback-rules';
import { feedbackHref, type FeedbackSide } from '../feedback-url';

interface FeedbackScoreProps {
  positive: number;
  negative: number;
  /** The counts link to this member's feedback list on that side (not inside another link). */
  link?: { side: FeedbackSide; member: number };
  /** Also show the negative count (the store header, the feedback page). */
  withNegative?: boolean;
  className?: string;
}

/**
 * A member's record where a buyer decides: "120 positive · 98.50%" (spec 3 section 9: two
 * decimals, 100% before any rating), optionally the negative count, each linking to its tab.
 */
export function FeedbackScore({ positive, negative, link, withNegative = false, className }: FeedbackScoreProps) {
  const { t, i18n } = useLingui();
  const percent = formatPositivePercent(positive, negative, i18n.locale);
  const count = (tab: 1 | 2) => {
    const text = tab === 1 ? <Plural value={positive} one="# positive" other="# positive" /> : <Plural value={negative} one="# negative" other="# negative" />;
    const countClassName = `feedback-score__count feedback-score__count--${tab === 1 ? 'positive' : 'negative'}`;
    return link ? (
      <Link to={feedbackHref(link.side, link.member, { tab })} className={countClassName}>
        {text}
      </Link>
    ) : (
      <span className={countClassName}>{text}</span>
    );
  };
  return (
    <span className={className ? `feedback-score ${className}` : 'feedback-score'}>
      {withNegative && count(1)}
      {/* The last count and the percentage wrap together, so no line starts with the separator. */}
      <span className="feedback-score__tail">
        {count(withNegative ? 2 : 1)}
        <span className="feedback-score__percent">
          {percent}
          <span className="visually-hidden"> {t`positive feedback`}</span>
        </span>
      </span>
    </span>
  );
}
