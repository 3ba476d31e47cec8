import { useLingui } from '@lingui/react/macro';

/** Newer and older pages of a 60-row list (offers, orders, the ledger); nothing when it fits on one page. */
export function AfterSalePager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="sa-actions sa-pager" aria-label={label}>
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t`Newer`}
      </button>
      <span className="sa-muted">{t`Page ${page} of ${pages}`}</span>
      <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t`Older`}
      </button>
    </nav>
  );
}
