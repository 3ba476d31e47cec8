import { Children, startTransition, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface ScrollerProps {
  title: ReactNode;
  titleId: string;
  /** A link beside the title ("See all"). */
  more?: ReactNode;
  children: ReactNode;
}

/** The items a row draws at first, a desktop's row and more than two phone screens of it. */
export const FIRST_ITEMS = 6;

/**
 * A titled horizontal row (the home page's listing rows, recommended sellers, "You may like"): it
 * scrolls by touch and trackpad with snap points, and by the previous and next buttons, a page at a
 * time. It draws its first FIRST_ITEMS items at first (the server's first view too) and the rest
 * as soon as the row is scrolled, pointed at or focused, before its sixth item can come into view:
 * the home page's rows held 45 cards, most out of sight, and drawing, hydrating, fetching and
 * painting them all was most of a phone's first-load work.
 */
export function Scroller({ title, titleId, more, children }: ScrollerProps) {
  const { t } = useLingui();
  const rowRef = useRef<HTMLUListElement>(null);
  const items = Children.toArray(children);
  const [all, setAll] = useState(false);
  const drawAll = () => {
    if (!all) startTransition(() => setAll(true));
  };
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
      <ul className="scroller__row" ref={rowRef} onScroll={drawAll} onPointerEnter={drawAll} onFocus={drawAll}>
        {all ? items : items.slice(0, FIRST_ITEMS)}
      </ul>
    </section>
  );
}
