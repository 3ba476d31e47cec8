// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InstallEntry } from './install-entry';
import { installState, watchInstallability } from './install-store';
import { UpdatePrompt } from './update-prompt';
import { pwaUpdate } from './pwa-update-store';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  installState.way = null;
  vi.restoreAllMocks();
});

const renderIn = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('installing Holo', () => {
  it('keeps the browser’s install prompt and shows it from the entry, once', async () => {
    watchInstallability();
    renderIn(<InstallEntry />);
    expect(screen.queryByRole('button', { name: 'Install the Holo app' })).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Install the Holo app' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install the Holo app' })).toBeNull());
  });

  it('explains Add to Home Screen on iOS Safari', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    watchInstallability();
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    renderIn(<InstallEntry />);
    fireEvent.click(await screen.findByRole('button', { name: 'Install the Holo app' }));
    expect(await screen.findByText('Scroll down and tap Add to Home Screen.')).toBeTruthy();
  });

  it('takes over a page the server drew without the entry as it stands, then shows the entry', async () => {
    const page = (
      <I18nProvider i18n={i18n}>
        <footer>
          <InstallEntry />
        </footer>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Known before the app starts: iOS Safari, or Chromium's event fired early.
    installState.way = 'ios';
    const drawnAnew = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: drawnAnew }));
    expect(await screen.findByRole('button', { name: 'Install the Holo app' })).toBeTruthy();
    expect(drawnAnew).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('the update prompt', () => {
  it('offers a reload while a new version waits, and applies it', () => {
    const apply = vi.fn();
    pwaUpdate.apply = apply;
    pwaUpdate.waiting = true;
    renderIn(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    pwaUpdate.waiting = false;
  });
});
