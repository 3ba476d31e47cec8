import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the URL follows. */
export const TYPING_DELAY_MS = 350;

/**
 * A text box bound to a URL parameter: the box answers every key at once, the URL follows after a
 * pause (replacing the entry, so back does not step through every letter). A change of the URL
 * from elsewhere (back, a header search) updates the box.
 */
export function useTypedParam(value: string, write: (next: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  });

  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => writeRef.current(text.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return [text, setText] as const;
}
