// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushState, turnOffPush, turnOnPush, type PushState } from '../push-device';
import { ThisDevicePush } from './this-device-push';

// The browser's side (permission prompt, PushManager) is push-device.ts's, driven by the push e2e;
// here it answers when the test says, as a member answering the prompt would.
vi.mock('../push-device', () => ({ pushState: vi.fn(), turnOnPush: vi.fn(), turnOffPush: vi.fn() }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

function answerLater() {
  let answer!: (state: PushState) => void;
  const promise = new Promise<PushState>((resolve) => (answer = resolve));
  return { promise, answer };
}

async function renderSetting(initial: PushState) {
  vi.mocked(pushState).mockResolvedValue(initial);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ThisDevicePush />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await act(async () => {});
}

describe('ThisDevicePush', () => {
  it('says it waits for the browser while the permission prompt is open, then shows the device on', async () => {
    await renderSetting('off');
    const prompt = answerLater();
    vi.mocked(turnOnPush).mockReturnValue(prompt.promise);

    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    const waiting = screen.getByRole('button', { name: 'Waiting for your browser…' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);

    await act(async () => prompt.answer('on'));
    expect(screen.getByText("On: this device gets Holo's notifications, also while the app is closed.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off on this device' })).toBeTruthy();
  });

  it('comes back to off when the prompt is dismissed, and to blocked when it is refused', async () => {
    await renderSetting('off');
    vi.mocked(turnOnPush).mockResolvedValueOnce('off').mockResolvedValueOnce('blocked');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect((screen.getByRole('button', { name: 'Turn on notifications' }) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' })));
    expect(screen.getByText(/^Blocked: notifications for Holo are turned off/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it is turning off until the device is off', async () => {
    await renderSetting('on');
    const off = answerLater();
    vi.mocked(turnOffPush).mockReturnValue(off.promise);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect((screen.getByRole('button', { name: 'Turning off…' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => off.answer('off'));
    expect(screen.getByText('Off: this device gets no notifications.')).toBeTruthy();
  });
});
