// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, serverError, stubApi, stubMatchMedia } from '../testing/render-route';
import { ListPage } from './list-page';

beforeEach(() => stubMatchMedia(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const makers = [{ Id: 1, Name: 'Topps', LogoUrl: '/m1.png' }, { Id: 2, Name: 'Panini', LogoUrl: '/m2.png' }];

describe('ListPage', () => {
  it('shows the manufacturer tabs and the no-data panel for an empty list', async () => {
    const fetchMock = stubApi({ '/api/list': { status: 200, body: { Data: [], Count: 0, Manufacturers: makers, Series: [], Years: [] } } });
    renderRoute('/list?type=1', '/list/:id?', <ListPage />);
    expect(await screen.findByText('No items in this list')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Topps' }).getAttribute('aria-current')).toBe('page');
    const sent = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/list'));
    expect(sent).toContain('manufacturerType=0');
    expect(sent).toContain('manufacturer=1');
  });

  it('shows the page-fault panel when the list fails', async () => {
    stubApi({ '/api/list': serverError });
    renderRoute('/list', '/list/:id?', <ListPage />);
    expect(await screen.findByText('The listings could not be loaded')).toBeTruthy();
  });
});
