import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Sport } from '../api/get-home';
import { categoryName } from '../category-name';

/** Shop by sport: each sport is a second-level category of the market. */
export function SportTiles({ sports }: { sports: Sport[] }) {
  const { t, i18n } = useLingui();
  if (sports.length === 0) return null;
  return (
    <section aria-labelledby="home-sports">
      <h2 id="home-sports" className="section-title">
        {t`Shop by sport`}
      </h2>
      <ul className="tiles tiles--sports">
        {sports.map((sport) => (
          <li key={sport.id}>
            <Link to={`/market?s=${sport.id}`} className="tile tile--sport">
              {sport.ImgUrl ? <img src={sport.ImgUrl} alt="" width="160" height="100" loading="lazy" decoding="async" /> : null}
              <span className="tile__name">{categoryName(sport, i18n.locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
