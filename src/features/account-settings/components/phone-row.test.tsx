// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { PhoneRow } from './phone-row';
import { VerificationRow } from './verification-row';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  Id: 7,
  NickName: 'collector7',
  MemberSource: 'US',
  IsSeller: false,
  IsSell: false,
  PointCount: 0,
  SumMoney: 0,
  HeadPortrait: '',
  VerifyStatus: 0,
  Count: 0,
  State: null,
  StateCode: null,
  Email: 'c7@example.com',
  TelPhone: null,
  AreaCode: null,
  Language: 'en',
  Status: 1,
  ...overrides,
});

function renderWithProviders(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('PhoneRow', () => {
  it('shows a phone once set, masked, with nothing to change it', () => {
    renderWithProviders(<PhoneRow user={user({ TelPhone: '5551234567', AreaCode: 'US' })} />);
    expect(screen.getByText('+1 ******4567')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('warns that a phone cannot be changed before the add-phone dialog, which says "Wrong phone."', () => {
    renderWithProviders(<PhoneRow user={user()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(/cannot be changed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '12ab' } });
    fireEvent.blur(phone);
    expect(screen.getByText('Wrong phone.')).toBeTruthy();
  });
});

describe('VerificationRow', () => {
  it('leads a member who is not verified, or was declined, to /authentication', () => {
    renderWithProviders(<VerificationRow status={0} />);
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/authentication');
    cleanup();
    renderWithProviders(<VerificationRow status={3} />);
    expect(screen.getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/authentication');
    cleanup();
    renderWithProviders(<VerificationRow status={2} />);
    expect(screen.getByText('Identity verified')).toBeTruthy();
  });
});
