import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** Spec 2: the notice on a finished item that it has expired, pointing to other cards. */
export function ExpiredNotice() {
  const { t } = useLingui();
  return (
    <div className="item-expired" role="note">
      <p>{t`This card has expired. Take a look at other cards.`}</p>
      <Link to="/market" className="btn btn--primary btn--small">
        {t`Browse the market`}
      </Link>
    </div>
  );
}
