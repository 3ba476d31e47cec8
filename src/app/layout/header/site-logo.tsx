import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../../lib/brand';

export function SiteLogo() {
  const { t } = useLingui();
  return (
    <Link to="/" className="site-logo" aria-label={t`Holo home`}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span className="site-logo__word" aria-hidden="true">
        {BRAND_NAME}
      </span>
    </Link>
  );
}
