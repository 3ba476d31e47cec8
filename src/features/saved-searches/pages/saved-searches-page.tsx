import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { StatusPanel } from '../../../components/status/status-panel';
import { MemberListsNav } from '../../../components/page/member-lists-nav';
import { showToast } from '../../../components/toast/toast-store';
import type { SavedSearch } from '../../../domain/member/saved-search.schema';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearchList } from '../api/get-saved-searches';
import { useSetAlert } from '../api/set-alert';
import { alertFailureText } from '../components/alert-limit';
import { AlertUsageNote } from '../components/alert-usage-note';
import { SavedSearchGroup } from '../components/saved-search-group';
import { loadViewMode, saveViewMode, type ViewMode } from '../components/view-mode';
import { ViewToggle } from '../components/view-toggle';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/** /myholo/search: saved searches in an alerts-on and a no-alert group, grid or list, alert switch and delete. */
export function SavedSearchesPage() {
  const { t, i18n } = useLingui();
  useRefreshCurrentUser();
  const [searchParams] = useSearchParams();
  const onPage = pageOf(searchParams.get('on'));
  const offPage = pageOf(searchParams.get('off'));
  const alertsOn = useSavedSearchList('on', onPage);
  const alertsOff = useSavedSearchList('off', offPage);
  const setAlert = useSetAlert();
  const remove = useDeleteSavedSearch();
  const [view, setView] = useState<ViewMode>(loadViewMode);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [limitText, setLimitText] = useState<string | null>(null);

  const reply = alertsOn.data ?? alertsOff.data;
  const usage = { used: reply?.NoticeUsed ?? 0, limit: reply?.NoticeLimit ?? 0 };
  const busyId = setAlert.isPending ? setAlert.variables.id : remove.isPending ? remove.variables : null;
  const hrefFor = (group: 'on' | 'off') => (page: number) => {
    const query = new URLSearchParams({ on: String(group === 'on' ? page : onPage), off: String(group === 'off' ? page : offPage) });
    return `/myholo/search?${query}`;
  };

  const changeView = (next: ViewMode) => {
    setView(next);
    saveViewMode(next);
  };

  const toggleAlert = (search: SavedSearch) => {
    setLimitText(null);
    setAlert.mutate(
      { id: search._id, notice: !search.IsNotice },
      {
        onError: (error) => {
          const text = alertFailureText(i18n, error, usage);
          if (isApiError(error) && error.code === 'ALERT_LIMIT_REACHED') setLimitText(text);
          showToast(text, { tone: 'error', durationMs: 4000 });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => showToast(t`Saved search deleted`, { tone: 'success' }),
      onError: (error) =>
        showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  const deletingName = deleting?.ShowValue ?? '';
  // No saved search at all (both groups loaded and empty): one panel that says how to save one.
  const none = alertsOn.data?.count === 0 && alertsOff.data?.count === 0;
  if (none) {
    return (
      <div className="page member-page">
        <h1 className="visually-hidden">{t`Saved searches`}</h1>
        <MemberListsNav />
        <StatusPanel
          title={t`You have no saved searches`}
          actions={
            <Link to="/market" className="btn btn--primary">
              {t`Search the market`}
            </Link>
          }
        >
          {t`Search the market and choose "Save this search" to find the search here and hear about new matching listings.`}
        </StatusPanel>
      </div>
    );
  }
  return (
    <div className="page member-page">
      <h1 className="visually-hidden">{t`Saved searches`}</h1>
      <MemberListsNav />
      <div className="list-toolbar">
        <AlertUsageNote usage={usage} known={Boolean(reply)} limitText={limitText} />
        <ViewToggle view={view} onChange={changeView} />
      </div>
      <SavedSearchGroup
        title={t`E-mail alerts on`}
        emptyText={t`No saved search sends e-mail alerts. Turn an alert on below to hear about new matching listings.`}
        list={alertsOn}
        page={onPage}
        hrefFor={hrefFor('on')}
        view={view}
        busyId={busyId}
        onToggleAlert={toggleAlert}
        onDelete={setDeleting}
      />
      <SavedSearchGroup
        title={t`No alerts`}
        emptyText={t`Save a search on the market page to find it here.`}
        list={alertsOff}
        page={offPage}
        hrefFor={hrefFor('off')}
        view={view}
        busyId={busyId}
        onToggleAlert={toggleAlert}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this saved search?`}
        confirmLabel={t`Delete`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{t`"${deletingName}" will be removed from your saved searches.`}</p>
      </ConfirmDialog>
    </div>
  );
}
