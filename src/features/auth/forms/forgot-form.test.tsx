// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountType } from '../../../domain/account/account-rules';
import { ForgotForm } from './forgot-form';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForgot() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/forgot']}>
          <Routes>
            <Route path="/forgot" element={<ForgotForm initial={{ account: 'collector@example.com', type: AccountType.Email, source: 'US' }} />} />
            <Route path="/login" element={<p>Sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSubmit({ agree }: { agree: boolean }) {
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'Fresh2027' } });
  fireEvent.change(screen.getByLabelText('Confirm new password', { selector: 'input' }), { target: { value: 'Fresh2027' } });
  if (agree) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotForm', () => {
  it('shows the terms alert on the unticked box, focuses it, and sends no reset request', async () => {
    const fetchMock = stubFetch();
    renderForgot();
    fillAndSubmit({ agree: false });
    const terms = screen.getByRole('checkbox');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please agree to the Terms of Service and Privacy Policy');
    expect(terms.getAttribute('aria-describedby')).toBe(alert.id);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(terms));
    // An alert, not the consent dialog that sign-in and registration open.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the terms alert once the box is ticked', async () => {
    stubFetch();
    renderForgot();
    fillAndSubmit({ agree: false });
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the reset request when the terms are ticked, then goes to sign-in', async () => {
    const fetchMock = stubFetch();
    renderForgot();
    fillAndSubmit({ agree: true });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      Type: 0,
      Account: 'collector@example.com',
      Code: '123456',
      NewPassword: 'Fresh2027',
      ConfirmPassword: 'Fresh2027',
    });
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });
});
