// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { BuyNowPage } from './buy-now-page';

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

describe('BuyNowPage', () => {
  it('lists manufacturerType 1 for visitors, with the page-fault panel on failure', async () => {
    const fetchMock = stubApi({ '/api/list': serverError });
    renderRoute('/buynow', '/buynow/:id?', <BuyNowPage />);
    expect(await screen.findByText('The listings could not be loaded')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/list'))).toContain('manufacturerType=1');
  });

  it('shows the no-data panel for an empty list', async () => {
    stubApi({ '/api/list': { status: 200, body: { Data: [], Count: 0, Manufacturers: [], Series: [], Years: [] } } });
    renderRoute('/buynow', '/buynow/:id?', <BuyNowPage />);
    expect(await screen.findByText('No items in this list')).toBeTruthy();
  });

  it('explains the US-only list to members elsewhere and links to the market', () => {
    const fetchMock = stubApi({});
    session.user = { MemberSource: 'MO' } as typeof session.user;
    renderRoute('/buynow', '/buynow/:id?', <BuyNowPage />);
    expect(screen.getByText('Buy It Now is for US members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Buy It Now listings in the market' }).getAttribute('href')).toBe('/market?type=1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
