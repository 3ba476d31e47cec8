import { useLingui } from '@lingui/react/macro';

/** The placeholder while a page's code or first data loads; reserves space so nothing jumps. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
