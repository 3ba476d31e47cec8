// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HolidayPage } from './holiday-page';
import { PrivacyTermsPage, ServiceTermsPage } from './terms-page';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body?: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(fail = false) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (fail) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://holo');
    const key = url.pathname.split('/').at(-1)!;
    const language = url.searchParams.get('Language') ?? 'en';
    return json(200, { Key: key, Language: language, Title: `Title of ${key} (${language})`, Content: `<h2>About ${key}</h2><p>Text of <a href="/terms/service?type=7">closing</a>.</p>`, Version: 1, PublishedAt: '2026-11-20T10:00:00Z' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/terms/privacy" element={<PrivacyTermsPage />} />
            <Route path="/terms/service" element={<ServiceTermsPage />} />
            <Route path="/terms/hoilday/:id?" element={<HolidayPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('the terms page', () => {
  it('opens /terms/privacy on the privacy policy, with its title, date and text', async () => {
    const fetchMock = stubApi();
    renderAt('/terms/privacy');
    expect(await screen.findByRole('heading', { name: 'Title of privacy (en)' })).toBeTruthy();
    expect(screen.getByText('Updated November 20, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About privacy' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/agreements/privacy?Language=en');
    expect(screen.getByRole('tab', { name: 'Privacy' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab the address names (/terms/privacy?type=2 is the user agreement; /terms/service defaults to it)', async () => {
    stubApi();
    renderAt('/terms/privacy?type=2');
    expect(await screen.findByRole('heading', { name: 'Title of user-agreement (en)' })).toBeTruthy();
    cleanup();
    renderAt('/terms/service');
    expect(await screen.findByRole('heading', { name: 'Title of user-agreement (en)' })).toBeTruthy();
  });

  it('puts the chosen tab in the address, from the tabs or the phone’s select, and follows links inside the text', async () => {
    stubApi();
    renderAt('/terms/service');
    fireEvent.click(await screen.findByRole('tab', { name: 'Auction rules' }));
    expect(await screen.findByRole('heading', { name: 'Title of auction-rules (en)' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/terms/service?type=4');
    fireEvent.change(screen.getByRole('combobox', { name: 'Section' }), { target: { value: '15' } });
    expect(await screen.findByRole('heading', { name: 'Title of anti-fraud (en)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'closing' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/terms/service?type=7'));
    expect(await screen.findByRole('heading', { name: 'Title of closing-account (en)' })).toBeTruthy();
  });

  it('says so when the text cannot be loaded, and tries again', async () => {
    stubApi(true);
    renderAt('/terms/privacy');
    expect(await screen.findByRole('alert')).toBeTruthy();
    stubApi();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Title of privacy (en)' })).toBeTruthy();
  });
});

describe('the holiday notice', () => {
  it('shows the Korean notice for KR and the reader’s otherwise', async () => {
    stubApi();
    renderAt('/terms/hoilday/KR');
    expect(await screen.findByRole('heading', { name: 'Title of holiday (ko)' })).toBeTruthy();
    cleanup();
    renderAt('/terms/hoilday');
    expect(await screen.findByRole('heading', { name: 'Title of holiday (en)' })).toBeTruthy();
  });
});
