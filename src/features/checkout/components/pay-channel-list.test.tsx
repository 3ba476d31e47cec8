// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PayCode, USDT_MINIMUM_CENTS, type PayCodeValue } from '../../../domain/payment/payment-channel';
import { PayChannelList } from './pay-channel-list';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function Harness({ memberSource, total, start, onChange }: { memberSource: string; total: number; start: PayCodeValue; onChange?: (code: PayCodeValue) => void }) {
  const [code, setCode] = useState<PayCodeValue>(start);
  return (
    <I18nProvider i18n={i18n}>
      <PayChannelList
        memberSource={memberSource}
        totalCents={total}
        value={code}
        onChange={(next) => {
          onChange?.(next);
          setCode(next);
        }}
      />
    </I18nProvider>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('PayChannelList', () => {
  it('offers card, PayPal, USDT and other methods to a US buyer, the card chosen first', () => {
    render(<Harness memberSource="US" total={5_000} start={PayCode.stripe} />);
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      'Credit or debit card',
      'PayPal',
      'USDT',
      'Other local payment methods',
    ]);
    expect(radio('Credit or debit card').checked).toBe(true);
    expect(radio('USDT').disabled).toBe(false);
  });

  it('disables USDT under its minimum with the minimum shown, and falls back from USDT to the card channel', () => {
    const onChange = vi.fn();
    render(<Harness memberSource="US" total={USDT_MINIMUM_CENTS - 1} start={PayCode.usdt} onChange={onChange} />);
    const usdt = radio('USDT');
    expect(usdt.disabled).toBe(true);
    expect(usdt.closest('label')!.getAttribute('title')).toBe('Available for orders of $10.00 or more');
    expect(screen.getByText('Available for orders of $10.00 or more').id).toBe(usdt.getAttribute('aria-describedby'));
    expect(onChange).toHaveBeenCalledWith(PayCode.stripe);
    expect(radio('Credit or debit card').checked).toBe(true);
  });

  it('falls back to MPay for a Macao buyer and lets another usable channel be chosen', () => {
    const onChange = vi.fn();
    render(<Harness memberSource="MO" total={500} start={PayCode.usdt} onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith(PayCode.mpay);
    expect(radio('MPay (card)').checked).toBe(true);
    fireEvent.click(radio('PayPal'));
    expect(onChange).toHaveBeenLastCalledWith(PayCode.paypal);
    expect(radio('PayPal').checked).toBe(true);
  });
});
