import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DeskList } from '../../../components/desk-list';
import { legalTextsQuery } from '../api/content-queries';
import { LegalTextEditor } from './legal-text-editor';

/** The legal and information texts buyers read; one opened at a time for a new version. */
export function LegalTexts() {
  const { t } = useLingui();
  const query = useQuery(legalTextsQuery());
  const [open, setOpen] = useState<string | null>(null);
  const rows = query.data?.Data ?? [];
  return (
    <DeskList query={query} count={rows.length} label={t`Legal texts`} empty={t`No text yet`}>
      {rows.map((row) => (
        <li key={row.Key} className="desk-card desk-card--stack">
          <div className="desk-card__head">
            <div className="desk-card__body">
              <p className="desk-card__title">{row.Title}</p>
              <p className="desk-card__meta">
                <code>{row.Key}</code> · {row.Version > 0 ? t`Version ${row.Version}` : t`Not written yet`}
              </p>
            </div>
            <button type="button" className="btn btn--ghost btn--small" aria-expanded={open === row.Key} onClick={() => setOpen(open === row.Key ? null : row.Key)}>
              {open === row.Key ? t`Close` : t`Edit`}
            </button>
          </div>
          {open === row.Key && <LegalTextEditor textKey={row.Key} />}
        </li>
      ))}
    </DeskList>
  );
}
