import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useMemberAction } from '../../auth';
import { useSaveSearch } from '../api/save-search';

export interface SaveSearchButtonProps {
  /** The market URL query without "?" (key=…&t=…). */
  query: string;
  /** What the member will see in the list: the keyword or the filters in words. */
  showValue: string;
}

/** "Save this search" on the market page; a visitor goes to /login and comes back. */
export function SaveSearchButton({ query, showValue }: SaveSearchButtonProps) {
  const { t, i18n } = useLingui();
  const guard = useMemberAction();
  const save = useSaveSearch();

  const onClick = () =>
    guard(() =>
      save.mutate(
        { query, showValue },
        {
          onSuccess: (sent) =>
            showToast(sent.queued ? t`Saved on this device: it will be sent when you are back online` : t`Saved Successfully!`, { tone: 'success' }),
          onError: (error) =>
            showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' }),
        },
      ),
    );

  return (
    <button type="button" className="btn btn--ghost btn--small save-search-button" onClick={onClick} disabled={save.isPending}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M6 3h12v18l-6-4-6 4V3Z" />
      </svg>
      {save.isPending ? t`Saving…` : t`Save this search`}
    </button>
  );
}
