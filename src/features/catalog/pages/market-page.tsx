import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPage } from '../../../components/page/coming-soon-page';

/** Placeholder until market search is built: says so, and echoes what was searched. */
export function MarketPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim();
  return (
    <ComingSoonPage title={t`Market`}>
      {key ? (
        <p>
          <Trans>
            Search results for “{key}” will appear here once market search opens.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Browsing and searching listings opens soon.</Trans>
        </p>
      )}
    </ComingSoonPage>
  );
}
