import { useLayoutEffect, type RefObject } from 'react';

/**
 * A strip that scrolls sideways on a phone (tabs, the member lists' links) cut its last label at the
 * screen's edge with nothing to say more follows (issue 32: "D…" for Dispute). This marks the
 * strip's scroll box with data-scroll-more="start", "end" or "start end" (forms.css fades that
 * edge) and brings `current` (the selected tab or link) into view, sideways only.
 * The scroll box is the element itself or its parent, whichever scrolls sideways.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, current: string | null, deps: readonly unknown[] = []) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const scroller = scrollBoxOf(element);
    const mark = () => {
      const more = [scroller.scrollLeft > 1 && 'start', scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1 && 'end'].filter(Boolean).join(' ');
      if (more) scroller.setAttribute('data-scroll-more', more);
      else scroller.removeAttribute('data-scroll-more');
    };
    // The labels may widen after the first paint (count badges arrive): keep the current one whole.
    const reveal = () => {
      const selected = current ? element.querySelector<HTMLElement>(current) : null;
      if (!selected || scroller.scrollWidth <= scroller.clientWidth) return;
      const left = selected.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft;
      if (left < scroller.scrollLeft || left + selected.offsetWidth > scroller.scrollLeft + scroller.clientWidth) {
        scroller.scrollLeft = left - (scroller.clientWidth - selected.offsetWidth) / 2;
      }
    };
    reveal();
    mark();
    scroller.addEventListener('scroll', mark, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            reveal();
            mark();
          });
    resize?.observe(scroller);
    for (const child of Array.from(element.children)) resize?.observe(child);
    return () => {
      scroller.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps say when the strip's content changed
  }, [ref, current, ...deps]);
}

function scrollBoxOf(element: HTMLElement): HTMLElement {
  const scrolls = (el: HTMLElement) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  if (scrolls(element)) return element;
  return element.parentElement && scrolls(element.parentElement) ? element.parentElement : element;
}
