import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../api/get-home';
import { BannerSlide } from './banner-slide';
import { useCarousel } from './use-carousel';

const SWIPE_PX = 40;

/**
 * The home banners: one slide at a time, advancing every few seconds (held while hovered or
 * focused, stopped by the pause button or a reduced-motion preference), with dots, previous and
 * next buttons, arrow keys and swipes. Slides out of view are inert, so Tab only meets the shown one.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const carousel = useCarousel(banners.length);
  const swipeFrom = useRef<number | null>(null);
  const count = banners.length;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  }
  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.release();
  }
  function onPointerUp(event: PointerEvent) {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (dx <= -SWIPE_PX) carousel.next();
    else if (dx >= SWIPE_PX) carousel.previous();
  }

  if (count === 0) return null;
  return (
    <section
      className={`banner${carousel.reducedMotion ? ' banner--still' : ''}`}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
      onMouseEnter={carousel.hold}
      onMouseLeave={carousel.release}
      onFocus={carousel.hold}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className="banner__viewport"
        onPointerDown={(e) => (swipeFrom.current = e.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <ul className="banner__track" style={{ transform: `translateX(-${carousel.index * 100}%)` }} aria-live={carousel.running ? 'off' : 'polite'}>
          {banners.map((banner, index) => {
            const position = index + 1;
            return (
              <li
                key={`${banner.ClickType}-${banner.ClickUrl}-${index}`}
                className="banner__slide"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                aria-hidden={index !== carousel.index}
                inert={index !== carousel.index}
              >
                <BannerSlide banner={banner} eager={index === 0} />
              </li>
            );
          })}
        </ul>
      </div>
      {count > 1 && (
        <div className="banner__controls">
          <button type="button" className="banner__button" onClick={carousel.previous} aria-label={t`Previous banner`}>
            ‹
          </button>
          <div className="banner__dots">
            {banners.map((banner, index) => {
              const position = index + 1;
              const title = banner.Title;
              return (
                <button
                  key={index}
                  type="button"
                  className="banner__dot"
                  aria-label={t`Show banner ${position}: ${title}`}
                  aria-current={index === carousel.index || undefined}
                  onClick={() => carousel.goTo(index)}
                />
              );
            })}
          </div>
          <button type="button" className="banner__button" onClick={carousel.next} aria-label={t`Next banner`}>
            ›
          </button>
          {!carousel.reducedMotion && (
            <button type="button" className="banner__button banner__button--pause" onClick={carousel.togglePaused}>
              {carousel.paused ? t`Play` : t`Pause`}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
