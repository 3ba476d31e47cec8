// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MakeOfferDialog } from './make-offer-dialog';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderDialog(onSend = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <MakeOfferDialog buyNowCents={5_000} sending={false} onSend={onSend} onClose={() => {}} />
    </I18nProvider>,
  );
  return onSend;
}

describe('the make-offer dialog', () => {
  it('filters the amount as typed, counts the message, and refuses an offer at the buy-now price', () => {
    renderDialog();
    expect(screen.getByTestId('offer-buy-now-price').textContent).toBe('$50.00');
    const amount = screen.getByLabelText('Your offer (USD)');
    fireEvent.change(amount, { target: { value: '$123456789.999' } });
    expect((amount as HTMLInputElement).value).toBe('12345678.99');
    fireEvent.change(screen.getByLabelText('Message to the seller (optional)'), { target: { value: 'Hello' } });
    expect(screen.getByText('5/250')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Your offer must be below the Buy It Now price. To pay that price, please buy it now.');
    fireEvent.change(amount, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your offer');
  });

  it('reviews the amount with the commitment note, edits it, and sends it in cents with the message', () => {
    const onSend = renderDialog();
    fireEvent.change(screen.getByLabelText('Your offer (USD)'), { target: { value: '40.5' } });
    fireEvent.change(screen.getByLabelText('Message to the seller (optional)'), { target: { value: ' Deal? ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review offer' }));
    expect(screen.getByTestId('offer-review-amount').textContent).toBe('$40.50');
    expect(screen.getByText(/pay within 2 days\. The seller has 48 hours to respond\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit offer' }));
    expect((screen.getByLabelText('Your offer (USD)') as HTMLInputElement).value).toBe('40.5');
    fireEvent.click(screen.getByRole('button', { name: 'Review offer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(onSend).toHaveBeenCalledWith({ priceCents: 4_050, remark: 'Deal?' });
  });
});
