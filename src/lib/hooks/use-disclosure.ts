import { useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * The state of a header menu or panel opened by a button: open or not, the panel's id for the
 * button's `aria-controls`, and the refs `useDismiss` needs (a press outside the root or Escape
 * closes it; Escape gives focus back to the button). `closeOnLink` goes on the panel: following a
 * link inside it closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((v) => !v), []);
  useDismiss(open, close, rootRef, buttonRef);

  const closeOnLink = useCallback((event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }, []);

  return { open, close, toggle, panelId, rootRef, buttonRef, closeOnLink };
}
