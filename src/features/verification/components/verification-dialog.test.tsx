// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { PROCESSING_POLL_MS } from '../api/get-verification';
import { member, stubApi, verificationState, type Reply } from '../testing/fake-api';
import { VerificationDialog } from './verification-dialog';
import { endFakeTimers } from '../../../testing/end-fake-timers';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  endFakeTimers();
  vi.unstubAllGlobals();
  session.user = null;
});

const REASON = 'The document could not be verified. Please check the document number and apply again.';

/** GET /api/me/verification answers with each state in turn, then keeps the last. */
function states(...replies: object[]): Reply {
  let i = 0;
  return () => ({ body: replies[Math.min(i++, replies.length - 1)] });
}

function renderDialog() {
  session.user = member({ VerifyStatus: 0, MemberSource: 'HK' });
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <VerificationDialog onClose={onClose} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onClose };
}

function fillForm(document = 'P98764321', birthDate = '1990-05-17') {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Avery' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Stone' } });
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: birthDate } });
  fireEvent.change(screen.getByLabelText('Document number'), { target: { value: document } });
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};

describe('the ID verification dialog', () => {
  it('explains why, and checks the form before sending anything', async () => {
    const api = stubApi({ 'GET /api/me/verification': { body: verificationState() } });
    renderDialog();
    expect(await screen.findByText('For the safety of your transactions, please verify your identity first')).toBeTruthy();
    expect(screen.getByText('Applications left today: 3')).toBeTruthy();
    expect((screen.getByLabelText('Country or region') as HTMLSelectElement).value).toBe('HK');

    fillForm('P98764321', `${new Date().getUTCFullYear() - 10}-01-01`);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('First name')).toBe('Please enter your name');
    expect(errorOf('Date of birth')).toBe('Please enter a valid date of birth (you must be 18 or older)');
    expect(api.called('POST /api/me/verification')).toEqual([]);
  });

  it('submits, shows processing, asks again every few seconds and shows verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'GET /api/me/verification': states(
        verificationState(),
        verificationState({ VerifyStatus: 1, AttemptsLeft: 2 }),
        verificationState({ VerifyStatus: 2, AttemptsLeft: 2 }),
      ),
      'POST /api/me/verification': { status: 201, body: verificationState({ VerifyStatus: 1, AttemptsLeft: 2 }) },
    });
    renderDialog();
    await screen.findByLabelText('First name');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Your ID verification is being processed/)).toBeTruthy();
    expect(api.called('POST /api/me/verification')[0]!.body).toEqual({
      FirstName: 'Avery',
      LastName: 'Stone',
      DateOfBirth: '1990-05-17',
      DocumentNumber: 'P98764321',
      Country: 'HK',
    });
    await waitFor(() => expect(api.called('GET /api/me/verification')).toHaveLength(2));
    expect(screen.getByText(/Your ID verification is being processed/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_POLL_MS + 100));
    expect(await screen.findByText(/Your identity has been verified/)).toBeTruthy();
    expect(api.called('GET /api/me/verification')).toHaveLength(3);
  });

  it('shows a decline with its reason and "Apply again" brings the form back', async () => {
    stubApi({ 'GET /api/me/verification': { body: verificationState({ VerifyStatus: 3, AttemptsLeft: 2, DeclineReason: REASON }) } });
    renderDialog();
    expect(await screen.findByText('Your ID verification was declined.')).toBeTruthy();
    expect(screen.getByText(REASON)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByLabelText('Document number')).toBeTruthy();
    expect(screen.getByText('Applications left today: 2')).toBeTruthy();
  });

  it('says when the member may apply again once the 3 applications of 24 hours are used', async () => {
    const retryAt = '2026-11-22T12:00:00.000Z';
    stubApi({ 'GET /api/me/verification': { body: verificationState({ VerifyStatus: 3, AttemptsLeft: 0, RetryAt: retryAt, DeclineReason: REASON }) } });
    renderDialog();
    const alert = await screen.findByText(/You can apply for ID verification at most 3 times in 24 hours/);
    const when = i18n.date(new Date(retryAt), { dateStyle: 'medium', timeStyle: 'short' });
    expect(alert.textContent).toContain(`You can apply again after ${when}.`);
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull();
    expect(screen.queryByLabelText('Document number')).toBeNull();
  });

  it('puts a server error on its field', async () => {
    stubApi({
      'GET /api/me/verification': { body: verificationState() },
      'POST /api/me/verification': {
        status: 400,
        body: { error: { code: 'DOCUMENT_REQUIRED', message: 'Please enter the document number', field: 'DocumentNumber' } },
      },
    });
    renderDialog();
    await screen.findByLabelText('First name');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf('Document number')).toBe('Please enter the document number'));
  });

  it('re-reads the state when the server says no attempts are left', async () => {
    stubApi({
      'GET /api/me/verification': states(verificationState({ AttemptsLeft: 1 }), verificationState({ AttemptsLeft: 0, RetryAt: '2026-11-22T12:00:00.000Z' })),
      'POST /api/me/verification': {
        status: 429,
        body: { error: { code: 'VERIFY_ATTEMPTS_EXCEEDED', message: 'You can apply for ID verification at most 3 times in 24 hours' } },
      },
    });
    renderDialog();
    await screen.findByLabelText('First name');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/You can apply again after/)).toBeTruthy();
  });
});
