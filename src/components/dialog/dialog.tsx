import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on a click on the backdrop and by the caller's own buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom. */
  actions?: ReactNode;
  className?: string;
  /** When given, a close button (×) with this name sits in the header beside the title. */
  closeLabel?: string;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert,
 * closes on Escape and gives focus back to the opener. It renders into <body>, so a dialog with its
 * own form can be opened from inside another form.
 */
export function Dialog({ open, title, onClose, children, actions, className, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mounted = useMounted();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal() focuses the first focusable element; a dialog may name a better one.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // Give focus back to what opened the dialog, also when the dialog unmounts while open.
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted]);

  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          {closeLabel ? (
            <div className="dialog__head">
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ) : (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          )}
          {children}
          {actions && <div className="dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>,
    document.body,
  );
}

const noChanges = () => () => {};

/**
 * False on the server (src/ssr: no body to portal into) and while the browser hydrates its markup,
 * where a portal would be matched against the page's own elements; true in any other render.
 */
function useMounted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
