// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportServerReached, reportServerUnreachable } from '../../lib/offline/connectivity';
import { createQueryClient } from '../../lib/query/query-client';
import { OfflinePageGate } from './offline-page-gate';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  act(() => reportServerReached());
  onlineManager.setOnline(true);
});

/** A page whose data never came to this device: a skeleton until it arrives, its heading drawn or not. */
function Page({ heading }: { heading: boolean }) {
  const item = useQuery({ queryKey: ['never-saved'], queryFn: () => new Promise<string>(() => {}) });
  return (
    <div>
      {heading && <h1>Purchases</h1>}
      {item.data ?? <div className="skeleton" data-status={item.fetchStatus} />}
    </div>
  );
}

/** Offline before the page opens: Holo cannot reach its server, so its queries wait (paused). */
function renderPage(heading: boolean, offline: boolean) {
  if (offline) {
    act(() => reportServerUnreachable());
    onlineManager.setOnline(false);
  }
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OfflinePageGate>
            <Page heading={heading} />
          </OfflinePageGate>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const skeletonStatus = () => document.querySelector('.skeleton')?.getAttribute('data-status');

describe('OfflinePageGate', () => {
  it('offline, a page with nothing drawn says it was not saved and offers the saved lists', async () => {
    renderPage(false, true);
    await waitFor(() => expect(skeletonStatus()).toBe('paused'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page was not saved for offline use' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your watch list' }).getAttribute('href')).toBe('/myholo/watch');
    expect(screen.getByRole('link', { name: 'Open your orders' }).getAttribute('href')).toBe('/myholo/purchase');
    // The page waits behind it, hidden, and shows by itself when the connection is back.
    expect(document.querySelector('.offline-gate')?.hasAttribute('hidden')).toBe(true);
    expect(skeletonStatus()).toBe('paused');
  });

  it('offline, a page that drew its heading is shown (the banner says what is missing)', async () => {
    renderPage(true, true);
    await waitFor(() => expect(skeletonStatus()).toBe('paused'));
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeTruthy();
    expect(screen.queryByText('This page was not saved for offline use')).toBeNull();
  });

  it('online, a page still loading is left alone', async () => {
    renderPage(false, false);
    await waitFor(() => expect(skeletonStatus()).toBe('fetching'));
    expect(screen.queryByText('This page was not saved for offline use')).toBeNull();
    expect(document.querySelector('.offline-gate')?.hasAttribute('hidden')).toBe(false);
  });
});
