// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountType } from '../../../domain/account/account-rules';
import { LoginForm } from './login-form';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginForm initial={{ account: '', type: AccountType.Email, source: 'US' }} />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

function replyWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSubmit({ agree = true } = {}) {
  fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input' }), { target: { value: 'collector@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Secret123' } });
  if (agree) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The error text linked to an input through aria-describedby. */
function describedError(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
}

describe('LoginForm', () => {
  it('shows a failure the server puts on "Password" on the password field', async () => {
    const fetchMock = replyWith(401, { error: { code: 'CREDENTIALS_INCORRECT', message: 'E-mail or password incorrect', field: 'Password' } });
    renderLogin();
    fillAndSubmit();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(describedError(password)).toBe('E-mail or password incorrect'), { timeout: 3000 });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(screen.getByLabelText('E-mail', { selector: 'input' }))).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/sign-in');
    expect(JSON.parse(String(init.body))).toEqual({ Type: 0, Account: 'collector@example.com', Password: 'Secret123' });
  });

  it('drops the server error as soon as the field is edited, so the layout is settled before the next click', async () => {
    replyWith(401, { error: { code: 'CREDENTIALS_INCORRECT', message: 'E-mail or password incorrect', field: 'Password' } });
    renderLogin();
    fillAndSubmit();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(describedError(password)).toBe('E-mail or password incorrect'), { timeout: 3000 });
    fireEvent.change(password, { target: { value: 'Secret1234' } });
    expect(describedError(password)).toBeNull();
    expect(password.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows any other failure on the account field', async () => {
    replyWith(404, { error: { code: 'ACCOUNT_NOT_FOUND', message: 'Account not found', field: 'Account' } });
    renderLogin();
    fillAndSubmit();
    const account = screen.getByLabelText('E-mail', { selector: 'input' });
    await waitFor(() => expect(describedError(account)).toBe('Account not found'), { timeout: 3000 });
    expect(describedError(screen.getByLabelText('Password', { selector: 'input' }))).toBeNull();
  });

  it('checks the fields with the shared rules before calling the server', async () => {
    const fetchMock = replyWith(200, {});
    renderLogin();
    fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(describedError(screen.getByLabelText('E-mail', { selector: 'input' }))).toBe('Invalid e-mail address'));
    expect(describedError(screen.getByLabelText('Password', { selector: 'input' }))).toBe('E-mail or password incorrect');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for consent when the terms are not ticked, and Agree signs in', async () => {
    const fetchMock = replyWith(401, { error: { code: 'CREDENTIALS_INCORRECT', message: 'E-mail or password incorrect', field: 'Password' } });
    renderLogin();
    fillAndSubmit({ agree: false });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The refusal lands after the busy minimum: wait for it here, not in whichever file runs next.
    await waitFor(() => expect(describedError(screen.getByLabelText('Password', { selector: 'input' }))).toBe('E-mail or password incorrect'), { timeout: 3000 });
  });
});
