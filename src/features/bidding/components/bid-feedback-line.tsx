import type { BidFeedback } from './bid-feedback';

/** The bid dialog's message line, announced to screen readers when it changes. */
export function BidFeedbackLine({ feedback }: { feedback: BidFeedback }) {
  return (
    <p className={feedback ? `bid-feedback bid-feedback--${feedback.tone}` : 'bid-feedback'} role="status" aria-live="polite">
      {feedback?.text}
    </p>
  );
}
