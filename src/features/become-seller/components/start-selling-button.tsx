import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../components/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/i18n/error-messages';
import { useStartSelling } from '../api/seller-application';

/**
 * Start Selling (status 2): IsSeller is set, the current member read again, and the seller site
 * opened in a new window; the page then shows the seller site's link. The window is opened within
 * the click (browsers block one opened later, once the answer came) and sent to the site after.
 */
export function StartSellingButton() {
  const { t, i18n } = useLingui();
  const startSelling = useStartSelling();
  const onClick = () => {
    const opened = window.open('', '_blank');
    if (opened) opened.opener = null;
    // mutateAsync, not mutate's callbacks: once IsSeller is read again the page shows the seller
    // panel and this button is gone, and mutate's callbacks would no longer run.
    startSelling.mutateAsync().then(
      ({ SellerSiteUrl }) => {
        if (opened) opened.location.href = SellerSiteUrl;
        else window.open(SellerSiteUrl, '_blank', 'noopener');
      },
      (error: unknown) => {
        opened?.close();
        showToast(isApiError(error) ? errorText(i18n, error.code, error.message) : errorText(i18n, 'NETWORK_ERROR'), { tone: 'error' });
      },
    );
  };
  return (
    <button type="button" className="btn btn--primary" disabled={startSelling.isPending} onClick={onClick}>
      {t`Start Selling`}
    </button>
  );
}
