import { useEffect, useState } from 'react';

/** Whether the page is scrolled further than `offset` pixels (sticky header, scroll buttons). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > offset);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    // The first reading waits for the next frame too: reading scrollY now, with the render's new
    // DOM not laid out yet, would force a layout in the middle of the page's first render.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [offset]);
  return past;
}
