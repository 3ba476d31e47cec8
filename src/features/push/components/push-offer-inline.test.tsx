// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushOfferInline } from './push-offer-inline';

vi.mock('../push-device', () => ({
  pushSupported: () => true,
  currentSubscription: async () => null,
  turnOnPush: vi.fn(async () => 'on'),
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('Notification', { permission: 'default' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PushOfferInline />
    </I18nProvider>,
  );

describe('PushOfferInline (the offer under a bid’s result)', () => {
  it('offers once: seen counts as offered, and Not now puts it away', async () => {
    show();
    const offer = await screen.findByRole('region', { name: 'Know the moment you are outbid' });
    expect(localStorage.getItem('holo_push_offered_at')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer.isConnected).toBe(false);
    cleanup();
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stays away where notifications are blocked', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
