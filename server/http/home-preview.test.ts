import { describe, expect, it } from 'vitest';
import type { LocaleFormat } from './first-view-messages';
import { homePreview, type HomePreviewFacts } from './home-preview';

/** Marks every word that went through the catalog. */
const marked: LocaleFormat = { locale: 'ja', t: (message) => `«${message}»` };
const banner = (n: number) => ({ ImgUrl: `/media/banner-${n}.svg?a=1&b=2`, Title: `Lot <${n}>`, Subtitle: n === 1 ? 'PSA "10"' : '' });
const facts: HomePreviewFacts = {
  banners: [banner(1), banner(2), banner(3)],
  video: { Url: '/media/intro.webm', PosterUrl: '/media/poster.jpg' },
  activityShow: false,
};

describe('the home page drawn by the server', () => {
  it('draws the menu, the first banner with a dot per banner, the survey prompt and the video\'s poster, in the visitor\'s words', () => {
    const html = homePreview(facts, marked)!;
    expect(html).toMatch(/^<div class="page home"><nav class="home-menu">/);
    expect([...html.matchAll(/class="home-menu__link" href="([^"]+)"(?: aria-current="page")?>([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['/', '«Home»'],
      ['/market?type=2', '«Auction»'],
      ['/market?type=1', '«Buy Now»'],
      ['/market?sort=3', '«Newly»'],
    ]);
    expect(html).toContain('<a class="home-menu__link" href="/" aria-current="page">');
    // Only the first slide; its alternative text and address escaped.
    expect(html.match(/class="banner__slide"/g)).toHaveLength(1);
    expect(html).toContain('<img src="/media/banner-1.svg?a=1&amp;b=2" alt="Lot &lt;1&gt;: PSA &quot;10&quot;" width="1200" height="400" class="banner__img" loading="eager" decoding="async">');
    expect(html.match(/class="banner__dot"/g)).toHaveLength(3);
    expect(html).toContain('<button type="button" class="banner__button banner__button--pause">«Pause»</button>');
    expect(html).toContain('<button type="button" class="survey-prompt__open">«Tell us how you found Holo»</button>');
    expect(html).not.toContain('promo--activity');
    // The poster is the picture the app's start waits for; the video itself is not fetched.
    expect(html).toContain('<video class="home-video__player" poster="/media/poster.jpg" data-first-picture muted playsinline preload="none"></video>');
    expect(html).not.toContain('intro.webm');
  });

  it('draws the activity entry while the switch is on, and no controls for a single banner', () => {
    const html = homePreview({ ...facts, banners: [banner(2)], activityShow: true }, marked)!;
    expect(html).toContain('<h2 class="promo__title">«Collector rewards are on»</h2>');
    expect(html).toContain('<a href="/myholo/activity" class="btn btn--ghost">«See the activity»</a>');
    expect(html).not.toContain('banner__controls');
    expect(html).toContain('alt="Lot &lt;2&gt;"');
  });

  it('draws the banner alone without a video, and nothing without either', () => {
    const noVideo = homePreview({ ...facts, video: null }, marked)!;
    expect(noVideo).toContain('class="banner__img" loading="eager" data-first-picture');
    expect(noVideo).not.toContain('<video');
    expect(homePreview({ ...facts, banners: [] }, marked)).toContain('data-first-picture');
    expect(homePreview({ ...facts, banners: [], video: null }, marked)).toBeNull();
  });
});
