// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listing, renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { HomePage } from './home-page';

beforeEach(() => {
  stubMatchMedia(false);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyHome = { Banners: [], Manufacturers: [], Sports: [], RecommendedStores: [], Like: [], Rows: [], ActivityShow: false, Video: null };
const base = { '/api/categories': { status: 200, body: [] }, '/api/me': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } } };

describe('HomePage', () => {
  it('shows the no-data panel when there is nothing to show', async () => {
    stubApi({ ...base, '/api/home': { status: 200, body: emptyHome } });
    renderRoute('/', '/', <HomePage />);
    expect(await screen.findByText('Nothing to show yet')).toBeTruthy();
  });

  it('shows the page-fault panel when the home request fails', async () => {
    stubApi({ ...base, '/api/home': serverError });
    renderRoute('/', '/', <HomePage />);
    expect(await screen.findByText('The home page could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows banners with their links, the like row, the US banner for visitors and the survey prompt', async () => {
    stubApi({
      ...base,
      '/api/home': {
        status: 200,
        body: {
          ...emptyHome,
          Banners: [
            { ImgUrl: '/b1.png', ClickType: 9, ClickUrl: '4', Title: 'Visit Charizard Corner', Subtitle: '' },
            { ImgUrl: '/b2.png', ClickType: 6, ClickUrl: '1', Title: 'Shop Topps', Subtitle: 'Chrome' },
          ],
          Like: [listing(1)],
          ActivityShow: true,
          Video: { Url: '/media/intro.webm', PosterUrl: '/media/intro.jpg' },
        },
      },
    });
    renderRoute('/', '/', <HomePage />);
    // The banners' words are text over the picture, not in it.
    const store = await screen.findByText('Visit Charizard Corner');
    expect(store.closest('a')?.getAttribute('href')).toBe('/seller/detail/4');
    expect(screen.getByText('Chrome').closest('a')?.getAttribute('href')).toBe('/list?type=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trading card marketplace');
    expect(screen.getByText('You may like')).toBeTruthy();
    expect(screen.getByText('Buy It Now, shipped in the US')).toBeTruthy();
    expect(screen.getByText('Collector rewards are on')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tell us how you found Holo' })).toBeTruthy();
    const video = screen.getByRole('region', { name: 'Holo in a minute' }).querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/intro.webm');
    expect(video?.getAttribute('poster')).toBe('/media/intro.jpg');
  });

  it('shows the listing rows it is given, in order, each with a "View all" to its list', async () => {
    stubApi({
      ...base,
      '/api/home': {
        status: 200,
        body: {
          ...emptyHome,
          Rows: [
            { Kind: 'watching', Listings: [listing(7)] },
            { Kind: 'ending', Listings: [listing(1), listing(2)] },
            { Kind: 'new', Listings: [listing(3)] },
          ],
        },
      },
    });
    renderRoute('/', '/', <HomePage />);
    await screen.findByText('Ending soon');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 3)).toEqual(['Watched items ending soon', 'Ending soon', 'New listings']);
    const viewAll = screen.getAllByRole('link', { name: 'View all' });
    expect(viewAll.map((link) => [link.getAttribute('href'), link.getAttribute('aria-describedby')])).toEqual([
      ['/myholo/watch', 'home-row-watching'],
      ['/market?type=2&sort=1', 'home-row-ending'],
      ['/market?sort=3', 'home-row-new'],
    ]);
    expect(screen.queryByText('Most bid on')).toBeNull();
  });

  it('does not offer the survey again once it was dismissed', async () => {
    localStorage.setItem('holo_survey_done', 'dismissed');
    stubApi({ ...base, '/api/home': { status: 200, body: { ...emptyHome, Like: [listing(1)] } } });
    renderRoute('/', '/', <HomePage />);
    await screen.findByText('You may like');
    expect(screen.queryByRole('button', { name: 'Tell us how you found Holo' })).toBeNull();
  });
});
