import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the code-resend timer). It counts against the wall clock, so a throttled
 * background tab still shows the right number when it wakes.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start, reset };
}
