import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/error-messages';
import { showToast } from '../../components/toast/toast-store';

/**
 * A desk's action: on success the desk's lists are read again (through their key) and the staff
 * member is told; a refusal shows the server's reason in their language.
 */
export function useDeskAction<TInput, TResult>(run: (input: TInput) => Promise<TResult>, { invalidate, done }: { invalidate: QueryKey; done: string }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      showToast(done, { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: (error) => {
      const code = isApiError(error) ? error.code : 'NETWORK_ERROR';
      showToast(errorText(i18n, code, isApiError(error) ? error.message : undefined), { tone: 'error', durationMs: 4000 });
    },
  });
}

/** The refusal's words for a form's own error line. */
export function useErrorText() {
  const { i18n } = useLingui();
  return (error: unknown) => (error ? errorText(i18n, isApiError(error) ? error.code : 'NETWORK_ERROR', isApiError(error) ? error.message : undefined) : null);
}
