// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ItemGallery } from './item-gallery';

const images = ['/media/a.svg', '/media/b.svg', '/media/c.svg'];

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(list = images, fine = false) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: fine, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  render(
    <I18nProvider i18n={i18n}>
      <ItemGallery images={list} title="Ohtani rookie" />
    </I18nProvider>,
  );
}

const mainImage = () => screen.getByRole('button', { name: /view full screen$/ });
const key = (name: string) => fireEvent.keyDown(window, { key: name });

describe('ItemGallery', () => {
  it('switches the main image with the thumbnails', () => {
    setup();
    expect(mainImage().querySelector('img')?.getAttribute('src')).toBe('/media/a.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage().querySelector('img')?.getAttribute('src')).toBe('/media/c.svg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('opens a full-screen viewer named by the title; arrows move, wrapping, and Escape closes', () => {
    setup();
    fireEvent.click(mainImage());
    const viewer = screen.getByRole('dialog', { name: 'Ohtani rookie' });
    expect(within(viewer).getByText('1 of 3')).toBeTruthy();
    key('ArrowRight');
    expect(within(viewer).getByRole('img', { name: 'Image 2 of 3' }).getAttribute('src')).toBe('/media/b.svg');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(within(viewer).getByText('3 of 3')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByText('1 of 3')).toBeTruthy();
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The main image follows where the viewer was left.
    expect(mainImage().getAttribute('aria-label')).toBe('Image 1 of 3: view full screen');
  });

  it('closes the viewer with its Close button and ignores arrows once closed', () => {
    setup();
    fireEvent.click(mainImage());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    key('ArrowRight');
    expect(mainImage().getAttribute('aria-label')).toBe('Image 1 of 3: view full screen');
  });

  it('shows the placeholder for the no-image marker and for an image that fails', () => {
    setup(['noimage']);
    expect(screen.getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull();
    cleanup();

    setup(['/media/broken.svg']);
    fireEvent.error(mainImage().querySelector('img')!);
    expect(within(mainImage()).getByRole('img', { name: 'No image' })).toBeTruthy();
  });

  it('shows the 3x loupe only for a mouse on a fine pointer device', () => {
    setup(images, true);
    const frame = mainImage();
    const image = frame.querySelector('img')!;
    const rect = { left: 0, top: 0, width: 300, height: 300, right: 300, bottom: 300, x: 0, y: 0, toJSON: () => ({}) };
    vi.spyOn(image, 'getBoundingClientRect').mockReturnValue(rect);
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(rect);
    fireEvent.pointerMove(frame, { pointerType: 'touch', clientX: 100, clientY: 50 });
    expect(frame.querySelector('.gallery__loupe')).toBeNull();
    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 100, clientY: 50 });
    const loupe = frame.querySelector<HTMLElement>('.gallery__loupe')!;
    expect(loupe.style.width).toBe('188px');
    expect(loupe.style.left).toBe('6px');
    expect(loupe.style.backgroundSize).toBe('900px 900px');
    expect(loupe.style.backgroundPosition).toBe('-206px -56px');
    fireEvent.pointerLeave(frame);
    expect(frame.querySelector('.gallery__loupe')).toBeNull();
  });
});
