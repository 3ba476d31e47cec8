import { useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ScrollerProps {
  title: ReactNode;
  titleId: string;
  /** A link beside the title ("See all"). */
  more?: ReactNode;
  children: ReactNode;
}

/**
 * A titled horizontal row (recommended sellers, "You may like"): it scrolls by touch and
 * trackpad with snap points, and by the previous and next buttons, a page at a time.
 */
export function Scroller({ title, titleId, more, children }: ScrollerProps) {
  const { t } = useLingui();
  const rowRef = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };
  return (
    <section className="scroller" aria-labelledby={titleId}>
      <div className="scroller__head">
        <h2 id={titleId} className="section-title scroller__title">
          {title}
        </h2>
        {more}
        <div className="scroller__buttons">
          <button type="button" className="scroller__button" onClick={() => scrollBy(-1)} aria-label={t`Scroll back`}>
            ‹
          </button>
          <button type="button" className="scroller__button" onClick={() => scrollBy(1)} aria-label={t`Scroll forward`}>
            ›
          </button>
        </div>
      </div>
      <ul className="scroller__row" ref={rowRef}>
        {children}
      </ul>
    </section>
  );
}
