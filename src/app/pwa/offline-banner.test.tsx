// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actionQueueState } from '../../lib/offline/action-queue-state';
import { reportServerReached, reportServerUnreachable } from '../../lib/offline/connectivity';
import { createQueryClient } from '../../lib/query/query-client';
import { OfflineBanner } from './offline-banner';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  act(() => reportServerReached());
  actionQueueState.waiting = 0;
});

function Screen({ unseen }: { unseen: boolean }) {
  useQuery({ queryKey: ['seen'], queryFn: async () => 'fresh', staleTime: Infinity });
  useQuery({ queryKey: ['unseen'], queryFn: () => new Promise<string>(() => {}), enabled: unseen });
  return <OfflineBanner />;
}

function renderScreen(unseen: boolean) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['seen'], 'cached', { updatedAt: new Date('2026-11-21T09:05:00').getTime() });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Screen unseen={unseen} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('OfflineBanner', () => {
  it('is absent online, and offline says when what is shown was fetched', async () => {
    renderScreen(false);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => reportServerUnreachable());
    expect(await screen.findByText(/^Offline, shown as of .*9:05/)).toBeTruthy();
    expect(screen.queryByText(/was not saved on this device/)).toBeNull();
  });

  it('says when part of the page was never saved, and counts the changes waiting to be sent', async () => {
    act(() => reportServerUnreachable());
    renderScreen(true);
    expect(await screen.findByText('Part of this page was not saved on this device: it appears when you are back online.')).toBeTruthy();
    act(() => void (actionQueueState.waiting = 2));
    expect(await screen.findByText('2 changes will be sent when you are back online')).toBeTruthy();
    act(() => reportServerReached());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
