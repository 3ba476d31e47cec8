import { Link } from 'react-router-dom';
import type { Banner } from '../api/get-home';
import { bannerTarget } from './banner-target';

/**
 * One banner. Its artwork carries the headline, so the image's alternative text is the headline
 * and subtitle; it links where its click type says.
 */
export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const target = bannerTarget(banner);
  const alt = banner.Subtitle ? `${banner.Title}: ${banner.Subtitle}` : banner.Title;
  const image = <img src={banner.ImgUrl} alt={alt} className="banner__img" width="1200" height="400" loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />;
  if (!target) return <div className="banner__link">{image}</div>;
  if (target.external) {
    return (
      <a className="banner__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <Link className="banner__link" to={target.to} draggable={false}>
      {image}
    </Link>
  );
}
