import { useLingui } from '@lingui/react/macro';
import { useScrolledPast } from '../../lib/hooks/use-scrolled-past';

/** Spec 1 section 2: scroll up/down buttons appear after 1500 px of scroll. */
const SHOW_AFTER_PX = 1500;

export function ScrollButtons() {
  const { t } = useLingui();
  const shown = useScrolledPast(SHOW_AFTER_PX);
  if (!shown) return null;
  const smooth = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  return (
    <div className="scroll-buttons">
      <button type="button" className="scroll-buttons__button" aria-label={t`Scroll to top`} onClick={() => window.scrollTo({ top: 0, behavior: smooth })}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m6 14 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <button
        type="button"
        className="scroll-buttons__button"
        aria-label={t`Scroll to bottom`}
        onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: smooth })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m6 10 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
