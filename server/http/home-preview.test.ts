import { describe, expect, it } from 'vitest';
import type { LocaleFormat } from './first-view-messages';
import { HOME_TITLE, homePreview, type HomePreviewFacts } from './home-preview';

/** Marks every word that went through the catalog. */
const marked: LocaleFormat = { locale: 'ja', t: (message) => `«${message}»` };
const banner = (n: number) => ({ ImgUrl: `/media/banner-${n}.svg?a=1&b=2`, Title: `Lot <${n}>`, Subtitle: n === 1 ? 'PSA "10"' : '' });
const facts: HomePreviewFacts = { banners: [banner(1), banner(2), banner(3)] };

describe('the home page drawn by the server', () => {
  it("draws the menu, the heading and the first banner with its words over it and a dot per banner, in the visitor's words", () => {
    const html = homePreview(facts, marked)!;
    expect(html).toMatch(/^<div class="page home"><nav class="home-menu">/);
    expect([...html.matchAll(/class="home-menu__link(?: active)?" href="([^"]+)"(?: aria-current="page")?>([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['/', '«Home»'],
      ['/market?type=2', '«Auctions»'],
      ['/market?type=1', '«Buy It Now»'],
    ]);
    expect(html).toContain('<a class="home-menu__link active" href="/" aria-current="page">');
    expect(html).toContain(`</nav><h1 class="home__title">«${HOME_TITLE}»</h1>`);
    // Only the first slide: a picture without words, and its words as text, escaped.
    expect(html.match(/class="banner__slide"/g)).toHaveLength(1);
    expect(html).toContain(
      '<img src="/media/banner-1.svg?a=1&amp;b=2" alt="" width="1200" height="400" class="banner__img" loading="eager" data-first-picture decoding="async">' +
        '<span class="banner__text"><span class="banner__title">Lot &lt;1&gt;</span><span class="banner__subtitle">PSA &quot;10&quot;</span></span>',
    );
    expect(html.match(/class="banner__dot"/g)).toHaveLength(3);
    expect(html).toContain('<button type="button" class="banner__button banner__button--pause">«Pause»</button>');
    // The rows, the prompts and the video come below, in the app only.
    expect(html).toMatch(/<\/section><\/div>$/);
    expect(html).not.toContain('survey-prompt');
    expect(html).not.toContain('<video');
  });

  it('draws no controls for a single banner, nor a subtitle it has not', () => {
    const html = homePreview({ banners: [banner(2)] }, marked)!;
    expect(html).not.toContain('banner__controls');
    expect(html).toContain('<span class="banner__text"><span class="banner__title">Lot &lt;2&gt;</span></span>');
  });

  it('draws nothing without a banner (the first view is then the app\'s)', () => {
    expect(homePreview({ banners: [] }, marked)).toBeNull();
  });
});
