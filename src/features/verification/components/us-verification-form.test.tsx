// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { member, stubApi, verificationState } from '../testing/fake-api';
import { VerificationDialog } from './verification-dialog';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.user = null;
});

function renderDialog(memberSource = 'US') {
  session.user = member({ VerifyStatus: 0, MemberSource: memberSource });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <VerificationDialog onClose={vi.fn()} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')?.textContent ?? null;
};

function fillUsForm() {
  type('First name', 'Avery');
  type('Last name', 'Stone');
  type('Date of birth', '1990-05-17');
  type('Phone number', '2125550123');
  type('Last 4 digits of SSN', '6789');
  type('Street address', '350 Fifth Avenue');
  type('City', 'New York');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NY' } });
  type('ZIP code', '10118');
}

describe('the US identity form', () => {
  it('is the form a US member sees, with the +1 before the phone and the US states', async () => {
    stubApi({ 'GET /api/me/verification': { body: verificationState() } });
    renderDialog('US');
    expect(await screen.findByRole('form', { name: 'US identity form' })).toBeTruthy();
    expect(screen.queryByLabelText('Document number')).toBeNull();
    expect(screen.getByText('+1')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'New York' })).toBeTruthy();
  });

  it('checks every field before sending anything, with the field messages', async () => {
    const api = stubApi({ 'GET /api/me/verification': { body: verificationState() } });
    renderDialog('US');
    await screen.findByRole('form', { name: 'US identity form' });
    fillUsForm();
    type('Phone number', '212-555');
    type('Last 4 digits of SSN', '12');
    type('Date of birth', `${new Date().getUTCFullYear() - 10}-01-01`);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(errorOf('Phone number')).toBe('Please enter the phone number with digits only');
    expect(errorOf('Last 4 digits of SSN')).toBe('Please enter the last 4 digits of your Social Security number');
    expect(errorOf('Date of birth')).toBe('Please enter a valid date of birth (you must be 18 or older)');
    expect(errorOf('State')).toBe('Please choose a state');
    expect(api.called('POST /api/me/verification/us')).toEqual([]);
  });

  it('sends the US application and shows processing', async () => {
    let submitted = false;
    const api = stubApi({
      'GET /api/me/verification': () => ({ body: verificationState(submitted ? { VerifyStatus: 1, AttemptsLeft: 2 } : {}) }),
      'POST /api/me/verification/us': () => {
        submitted = true;
        return { status: 201, body: verificationState({ VerifyStatus: 1, AttemptsLeft: 2 }) };
      },
      'GET /api/me': { body: member({ VerifyStatus: 1 }) },
    });
    renderDialog('US');
    await screen.findByRole('form', { name: 'US identity form' });
    fillUsForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Your ID verification is being processed/)).toBeTruthy();
    expect(api.called('POST /api/me/verification/us')[0]?.body).toEqual({
      FirstName: 'Avery',
      LastName: 'Stone',
      DateOfBirth: '1990-05-17',
      Phone: '2125550123',
      SsnLast4: '6789',
      Street: '350 Fifth Avenue',
      PostalCode: '10118',
      City: 'New York',
      StateCode: 'NY',
    });
  });

  it("shows the server's field error on its field", async () => {
    stubApi({
      'GET /api/me/verification': { body: verificationState() },
      'POST /api/me/verification/us': {
        status: 400,
        body: { error: { code: 'US_STREET_TOO_LONG', message: 'The street address can be at most 90 characters', field: 'Street' } },
      },
    });
    renderDialog('US');
    await screen.findByRole('form', { name: 'US identity form' });
    fillUsForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf('Street address')).toBe('The street address can be at most 90 characters'));
  });

  it('lets a US member without an SSN switch to the ID document form', async () => {
    stubApi({ 'GET /api/me/verification': { body: verificationState() } });
    renderDialog('US');
    await screen.findByRole('form', { name: 'US identity form' });
    fireEvent.click(screen.getByRole('button', { name: 'No Social Security number? Use an ID document instead' }));
    expect(screen.getByLabelText('Document number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use the US identity form instead' }));
    expect(screen.getByLabelText('Last 4 digits of SSN')).toBeTruthy();
  });

  it('is not shown to a member outside the US', async () => {
    stubApi({ 'GET /api/me/verification': { body: verificationState() } });
    renderDialog('KR');
    expect(await screen.findByLabelText('Document number')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'US identity form' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Use an ID document instead/ })).toBeNull();
  });
});
