import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../../lib/session/session-store';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user';
import { CategoryDirectory } from '../components/category-directory';

/** A short welcome and the category directory; the full home page of spec 1 comes later. */
export function HomePage() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  useRefreshCurrentUser();
  const nickname = user?.NickName ?? '';
  return (
    <div className="page">
      <section className="hero">
        <h1 className="hero__title">
          {user ? t`Welcome back, ${nickname}` : t`Trading cards, auctioned and sold by collectors`}
        </h1>
        <p className="hero__text">
          <Trans>Sports, TCG, non-sports and sketch cards, boxes and cases: bid in auctions, buy now or make an offer.</Trans>
        </p>
        {!user && (
          <div className="hero__actions">
            <Link to="/register" className="btn btn--primary">
              {t`Create an account`}
            </Link>
            <Link to="/login" className="btn btn--ghost btn--on-dark">
              {t`Sign in`}
            </Link>
          </div>
        )}
      </section>
      <CategoryDirectory />
    </div>
  );
}
