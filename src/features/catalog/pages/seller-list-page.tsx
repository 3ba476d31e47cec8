import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPage } from '../../../components/page/coming-soon-page';

/** Placeholder for the sellers list the header search can lead to. */
export function SellerListPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim();
  return (
    <ComingSoonPage title={t`Sellers`}>
      <p>
        {key ? (
          <Trans>Sellers matching “{key}” will be listed here once seller search opens.</Trans>
        ) : (
          <Trans>The list of all sellers opens soon.</Trans>
        )}
      </p>
    </ComingSoonPage>
  );
}
