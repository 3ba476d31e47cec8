import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Manufacturer } from '../api/get-home';

/** Manufacturer logos, each opening its /list tab. */
export function ManufacturerTiles({ manufacturers }: { manufacturers: Manufacturer[] }) {
  const { t } = useLingui();
  if (manufacturers.length === 0) return null;
  return (
    <section aria-labelledby="home-manufacturers">
      <h2 id="home-manufacturers" className="section-title">
        {t`Shop by manufacturer`}
      </h2>
      <ul className="tiles tiles--logos">
        {manufacturers.map((m) => (
          <li key={m.Id}>
            <Link to={`/list?type=${m.Id}`} className="tile tile--logo">
              <img src={m.LogoUrl} alt="" width="120" height="60" loading="lazy" decoding="async" />
              <span className="tile__name">{m.Name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
