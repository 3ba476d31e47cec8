/** /seller/store: the store's logo, name and about text; a private seller has no store to edit. */
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { PageLoading } from '../../../../components/page/page-loading';
import { StatusPanel } from '../../../../components/status/status-panel';
import { isApiError } from '../../../../lib/api/api-error';
import { storeProfileQuery } from '../api/store-profile';
import { StoreForm } from '../components/store-form';
import '../../after-sale.css';

export function StorePage() {
  const { t } = useLingui();
  const store = useQuery(storeProfileQuery);
  let body;
  if (store.isPending) body = <PageLoading />;
  else if (isApiError(store.error) && store.error.status === 404) {
    body = <StatusPanel title={t`You have no store`}>{t`Stores are opened by Holo for professional sellers.`}</StatusPanel>;
  } else if (store.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t`The store could not be loaded`}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void store.refetch()}>
            {t`Try again`}
          </button>
        }
      />
    );
  } else body = <StoreForm store={store.data} />;
  return (
    <>
      <header className="seller-page-head">
        <h1 className="seller-page-head__title">{t`Store`}</h1>
      </header>
      {body}
    </>
  );
}
