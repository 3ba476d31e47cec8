// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushSettingsReply } from '../../../domain/push/push.schema';
import { currentSubscription, pushState } from '../push-device';
import { NotificationSettings } from './notification-settings';

vi.mock('../push-device', () => ({ pushState: vi.fn(), turnOnPush: vi.fn(), turnOffPush: vi.fn(), currentSubscription: vi.fn() }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

const device = { Id: 1, Device: 'Chrome on Android', Endpoint: 'https://push.example/1', CreatedAt: '2026-03-01T10:00:00.000Z' };

async function renderSettings(state: 'on' | 'off', reply: PushSettingsReply) {
  vi.mocked(pushState).mockResolvedValue(state);
  vi.mocked(currentSubscription).mockResolvedValue(null);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotificationSettings />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByRole('group', { name: 'Notify me when' });
  await act(async () => {});
}

const allOn = (devices: PushSettingsReply['Devices']): PushSettingsReply => ({
  Kinds: [
    { Kind: 'auction.outbid', Enabled: true },
    { Kind: 'auction.won', Enabled: true },
  ],
  Devices: devices,
});

describe('NotificationSettings (issue 32: the summary and the switches agree)', () => {
  it('with no device getting notifications, says off and shows every kind off and waiting', async () => {
    await renderSettings('off', allOn([]));
    expect(screen.getByText('Off: this device gets no notifications.')).toBeTruthy();
    expect(screen.getByText('No device gets notifications yet. Turn them on above to choose which ones you get.')).toBeTruthy();
    const switches = screen.getAllByRole('switch') as HTMLInputElement[];
    expect(switches.length).toBe(2);
    for (const input of switches) {
      expect(input.checked).toBe(false);
      expect(input.matches(':disabled')).toBe(true);
    }
  });

  it('once a device gets notifications, shows the kinds as the member chose them', async () => {
    await renderSettings('off', allOn([device]));
    expect(screen.queryByText(/No device gets notifications yet/)).toBeNull();
    for (const input of screen.getAllByRole('switch') as HTMLInputElement[]) {
      expect(input.checked).toBe(true);
      expect(input.matches(':disabled')).toBe(false);
    }
  });
});
