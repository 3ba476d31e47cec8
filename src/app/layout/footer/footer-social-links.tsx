import { useLingui } from '@lingui/react/macro';

/**
 * Social profiles. The handles are Holo's intended ones and need confirming before launch; the
 * links open in a new tab and pass no referrer.
 */
const profiles = [
  { key: 'instagram', href: 'https://www.instagram.com/holocards', d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01' },
  { key: 'facebook', href: 'https://www.facebook.com/holocards', d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z' },
  { key: 'x', href: 'https://x.com/holocards', d: 'M4 4l16 16M20 4 4 20' },
  { key: 'youtube', href: 'https://www.youtube.com/@holocards', d: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z' },
] as const;

export function FooterSocialLinks() {
  const { t } = useLingui();
  const names: Record<(typeof profiles)[number]['key'], string> = {
    instagram: t`Holo on Instagram`,
    facebook: t`Holo on Facebook`,
    x: t`Holo on X`,
    youtube: t`Holo on YouTube`,
  };
  return (
    <ul className="social-links">
      {profiles.map((profile) => (
        <li key={profile.key}>
          <a href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={names[profile.key]} className="social-links__link">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d={profile.d} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
