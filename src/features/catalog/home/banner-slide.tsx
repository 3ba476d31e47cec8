import { Link } from 'react-router-dom';
import type { Banner } from '../api/get-home';
import { bannerTarget } from './banner-target';

/**
 * One banner: its picture, with the headline and subtitle drawn over it as text in the reader's
 * language (GET /api/home translates them), readable on a phone; the picture itself carries no
 * words, so its alternative text is empty. It links where its click type says.
 */
export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const target = bannerTarget(banner);
  const content = (
    <>
      <img src={banner.ImgUrl} alt="" className="banner__img" width="1200" height="400" loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />
      <span className="banner__text">
        <span className="banner__title">{banner.Title}</span>
        {banner.Subtitle && <span className="banner__subtitle">{banner.Subtitle}</span>}
      </span>
    </>
  );
  if (!target) return <div className="banner__link">{content}</div>;
  if (target.external) {
    return (
      <a className="banner__link" href={target.href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <Link className="banner__link" to={target.to} draggable={false}>
      {content}
    </Link>
  );
}
