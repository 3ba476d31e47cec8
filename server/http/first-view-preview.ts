/**
 * A landing page's top, drawn by the server into index.html so it paints as soon as the HTML, the
 * stylesheet and its picture are in, seconds before the app's scripts on a card show's connection.
 * It uses the app's own class names, so the stylesheet lays it out where the app will draw the same
 * things (tests/e2e/first-view.spec.ts compares the boxes at phone and desktop widths); the app's
 * first render replaces it. Words come from the app's own catalogs (first-view-messages.ts); the
 * element marked `data-first-picture` is the picture the app's start waits for (first-view-page.ts).
 * The item page's preview: its gallery and title.
 */
import type { ItemPreviewFacts } from '../services/items/item-preview-facts';

/** The sizes the gallery gives its <img> attributes; the stylesheet sizes both boxes. */
const MAIN_PX = 326;
const THUMB_PX = 64;

/** The item page's gallery and title (ItemGallery, ItemView). */
export function itemPreview({ title, images }: ItemPreviewFacts): string {
  const [main] = images;
  const thumbs =
    images.length > 1
      ? `<ul class="gallery__thumbs">${images
          .map(
            (src, i) =>
              `<li><button type="button" class="gallery__thumb"${i === 0 ? ' aria-current="true"' : ''}>${image(src, '', THUMB_PX, 'loading="lazy"')}</button></li>`,
          )
          .join('')}</ul>`
      : '';
  return (
    '<article class="page item"><div class="item__top"><section class="gallery">' +
    `<button type="button" class="gallery__main">${image(main!, title, MAIN_PX, 'fetchpriority="high" data-first-picture')}</button>${thumbs}</section>` +
    `<div class="item__summary"><h1 class="item__title">${escapeHtml(title)}</h1></div></div></article>`
  );
}

/** An <img> as the app's components write it; `size` is a square's side or [width, height]. */
export function image(src: string, alt: string, size: number | [number, number], attributes: string): string {
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" ${attributes} decoding="async">`;
}

/** Text and attribute values alike (a seller writes the title). */
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;');
}
