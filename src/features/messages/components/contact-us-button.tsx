import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';
import { preloadable, usePreloadWhenIdle } from '../../../lib/lazy/preloadable';
import { contactUsVariant } from './contact-us-variant';

const dialog = preloadable(() => import('./contact-us-dialog').then((module) => module.ContactUsDialog));

interface ContactUsButtonProps {
  /** A help icon among the header's actions, or the words in its link row (phones: no room above). */
  look?: 'icon' | 'text';
  className: string;
}

/** The header's Contact us: opens the dialog for the member's region. */
export function ContactUsButton({ look = 'icon', className }: ContactUsButtonProps) {
  const { t } = useLingui();
  const { user, language } = useSnapshot(session);
  const [open, setOpen] = useState(false);
  usePreloadWhenIdle(dialog.preload);
  return (
    <>
      {look === 'icon' ? (
        <button type="button" className={className} aria-label={t`Contact us`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" />
            <circle cx="12" cy="17" r=".6" fill="currentColor" />
          </svg>
        </button>
      ) : (
        <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t`Contact us`}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <dialog.Component open variant={contactUsVariant(user?.MemberSource ?? null, language)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
