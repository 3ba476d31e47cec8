// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CardFormPage, orderIdFrom } from './card-form-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = '/creditcards?orderId=42') {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <CardFormPage />
      </MemoryRouter>
    </I18nProvider>,
  );
  return fetchMock;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CardFormPage', () => {
  it('reads the order id from ?orderId= or ?id=', () => {
    expect(orderIdFrom(new URLSearchParams('orderId=42'))).toBe('42');
    expect(orderIdFrom(new URLSearchParams('id=7'))).toBe('7');
    expect(orderIdFrom(new URLSearchParams('orderId=abc'))).toBeNull();
  });

  it("shows the spec's message on every field for an empty submit", () => {
    renderPage();
    expect(screen.getByText('Order 42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'Please enter Frst Name', 'Please enter Last Name', 'Your card number is incomplete.', 'Please enter Expiration Date',
      'Please enter CVC', 'Please enter your City', 'Please enter your State', 'Please enter your Email',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('formats as typed, checks on blur, and on a valid form links to checkout without sending the card anywhere', () => {
    const fetchMock = renderPage();
    fill('Card number', '4242424242424242');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Card number').getAttribute('inputmode')).toBe('numeric');
    fill('Expiration (MM/YY)', '01');
    expect((screen.getByLabelText('Expiration (MM/YY)') as HTMLInputElement).value).toBe('01/');
    fill('Expiration (MM/YY)', '01/2');
    fireEvent.blur(screen.getByLabelText('Expiration (MM/YY)'));
    expect(screen.getByText('Your data is invalid.')).toBeTruthy();
    fill('Expiration (MM/YY)', '12/30');
    fill('First name', 'Alex');
    fill('Last name', 'Morgan');
    fill('CVC', '123');
    fill('City', 'New York');
    fill('State', 'NY');
    fill('Email', 'alex@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('status').textContent).toContain("payment provider's secure page");
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/pay/checkout/42');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
