// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_AFTER_MS, PromotionPopup } from './promotion-popup';

const activity = {
  Id: 7, Name: 'Holiday grading raffle', Summary: 'Win tickets.', Imgs: ['/promo/holiday-raffle.svg'],
  Status: 1, ActivityType: 2, StartTime: '2026-11-20T00:00:00.000Z', EndTime: '2026-12-31T00:00:00.000Z',
};

function stubPopup(data: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ Data: data }), { status: 200, headers: { 'content-type': 'application/json' } })));
}

function renderPopup() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <PromotionPopup />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.querySelectorAll('dialog.other').forEach((d) => d.remove());
});

describe('PromotionPopup', () => {
  it('shows the live pop-up promotion once, after the page has shown, and remembers its dismissal on the device', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPopup(activity);
    renderPopup();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(POPUP_AFTER_MS - 500);
    expect(screen.queryByText('Win tickets.')).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    expect(await screen.findByText('Win tickets.')).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('holo_promo_popup_seen:7')).not.toBeNull();
    cleanup();
    renderPopup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Win tickets.')).toBeNull();
  });

  it('shows nothing when there is no pop-up promotion', async () => {
    stubPopup(null);
    const { container } = renderPopup();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('waits while another dialog is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const other = document.createElement('dialog');
    other.className = 'other';
    other.setAttribute('open', '');
    document.body.append(other);
    stubPopup(activity);
    renderPopup();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(POPUP_AFTER_MS + 1500);
    expect(screen.queryByText('Win tickets.')).toBeNull();
    other.remove();
    await vi.advanceTimersByTimeAsync(1500);
    expect(await screen.findByText('Win tickets.')).toBeTruthy();
    vi.useRealTimers();
  });
});
