import { useLingui } from '@lingui/react/macro';
import type { ViewMode } from './view-mode';

/** Grid / list buttons (a pressed pair). */
export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useLingui();
  return (
    <div className="view-toggle" role="group" aria-label={t`Layout`}>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'grid'} onClick={() => onChange('grid')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="4" y="4" width="7" height="7" rx="1" />
          <rect x="13" y="4" width="7" height="7" rx="1" />
          <rect x="4" y="13" width="7" height="7" rx="1" />
          <rect x="13" y="13" width="7" height="7" rx="1" />
        </svg>
        {t`Grid`}
      </button>
      <button type="button" className="view-toggle__button" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
        {t`List`}
      </button>
    </div>
  );
}
