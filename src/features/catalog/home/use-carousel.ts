import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/hooks/use-media-query';

export const AUTO_ADVANCE_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A carousel's position and auto-advance. Auto-advance stops while the pointer is over it or focus
 * is inside (held), when the visitor pauses it, and entirely for visitors who prefer reduced motion.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const running = count > 1 && !held && !paused && !reducedMotion;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % Math.max(count, 1)), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % Math.max(count, 1)), [count]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(next, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [running, next, index]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    goTo,
    next,
    previous,
    running,
    paused,
    reducedMotion,
    togglePaused: () => setPaused((p) => !p),
    hold: () => setHeld(true),
    release: () => setHeld(false),
  };
}
