// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cardBackSvg, cardFrontSvg, frameColour, type CardImageInput } from './card-svg';
import { bannerSvg, logoSvg } from './logo-and-banner-svg';
import { escapeXml, truncate, wrap } from './svg-text';

const hostile = `<script>alert("x")</script> & 'Co'`;

const card: CardImageInput = {
  id: 42,
  code: 'HL0000042',
  title: '2018 Topps Update Shohei Ohtani Rookie #US1 PSA 10',
  category: 'Sports',
  year: 2018,
  series: 'Topps Update',
  subject: 'Shohei Ohtani',
  cardNumber: 'US1',
  grade: 'PSA 10',
};

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

function expectWellFormedSvg(svg: string) {
  const doc = parse(svg);
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
}

describe('generated card images', () => {
  it('draws a well-formed card front with the subject, number and grade label', () => {
    const svg = cardFrontSvg(card);
    expectWellFormedSvg(svg);
    const text = parse(svg).documentElement.textContent;
    expect(text).toContain('Shohei Ohtani');
    expect(text).toContain('#US1');
    expect(text).toContain('PSA');
    expect(text).toContain('2018 Topps Update');
  });

  it('gives the same SVG for the same card', () => {
    expect(cardFrontSvg(card)).toBe(cardFrontSvg({ ...card }));
  });

  it('colours the frame by top-level category', () => {
    expect(cardFrontSvg({ ...card, grade: null })).toContain(frameColour('Sports'));
    expect(cardFrontSvg({ ...card, grade: null, category: 'TCG' })).toContain(frameColour('TCG'));
    expect(frameColour('Sports')).not.toBe(frameColour('TCG'));
  });

  it('draws sealed products, which have no subject, as a box', () => {
    const svg = cardFrontSvg({ ...card, subject: null, cardNumber: null, grade: null, title: '2024 Topps Chrome Baseball Hobby Box' });
    expectWellFormedSvg(svg);
    expect(svg).toContain('FACTORY SEALED');
  });

  it('escapes every text it draws', () => {
    const nasty = { ...card, title: hostile, series: hostile, subject: hostile, cardNumber: hostile, grade: `PSA ${hostile}` };
    for (const svg of [
      cardFrontSvg(nasty),
      cardFrontSvg({ ...nasty, subject: null }),
      cardBackSvg({ ...nasty, code: hostile }),
      logoSvg({ id: 1, name: hostile, kind: 'store' }),
      bannerSvg({ id: 1, title: hostile, subtitle: hostile }),
    ]) {
      expectWellFormedSvg(svg);
      expect(svg).not.toContain('<script');
      expect(parse(svg).getElementsByTagName('script')).toHaveLength(0);
    }
  });

  it('draws logos and 1200x400 banners with their names', () => {
    const logo = logoSvg({ id: 3, name: 'Charizard Corner', kind: 'store' });
    expectWellFormedSvg(logo);
    expect(parse(logo).documentElement.textContent).toContain('Charizard Corner');
    const banner = bannerSvg({ id: 2, title: 'Shop Topps', subtitle: 'Every Topps card in one place' });
    expectWellFormedSvg(banner);
    expect(parse(banner).documentElement.getAttribute('viewBox')).toBe('0 0 1200 400');
  });
});

describe('svg text helpers', () => {
  it('escapes the five XML special characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('truncates by character with an ellipsis', () => {
    expect(truncate('Pokémon Evolving Skies', 10)).toBe('Pokémon E…');
    expect(truncate('short', 10)).toBe('short');
  });

  it('wraps words into at most the given lines, marking cut text', () => {
    expect(wrap('one two three four five six', 9, 2)).toEqual(['one two', 'three fo…']);
    expect(wrap('one two', 9, 2)).toEqual(['one two']);
  });
});
