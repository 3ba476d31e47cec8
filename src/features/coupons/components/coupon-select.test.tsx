// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberCoupon } from '../../../domain/coupons/coupon.schema';
import { CouponSelect } from './coupon-select';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const now = new Date('2026-11-21T12:00:00Z');
const coupon = (ID: number, values: Partial<MemberCoupon> = {}): MemberCoupon => ({
  ID,
  CouponID: 1,
  Title: `Coupon ${ID}`,
  FreeMoney: 500,
  IsAllUse: true,
  Commoditys: [],
  EndDate: '2026-12-21T12:00:00Z',
  Status: 0,
  ...values,
});

function renderSelect(props: Partial<Parameters<typeof CouponSelect>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <CouponSelect
        lineCommodityId={7}
        totalCents={2_000}
        coupons={[coupon(1, { FreeMoney: 300 }), coupon(2, { FreeMoney: 1_000, IsAllUse: false, Commoditys: [8] }), coupon(3)]}
        value={null}
        onChange={onChange}
        now={now}
        {...props}
      />
    </I18nProvider>,
  );
  return { onChange, select: screen.getByLabelText('Coupon') as HTMLSelectElement };
}

describe('CouponSelect', () => {
  it('offers No coupon first, then coupons by value with the ones not for this item disabled', () => {
    const { select } = renderSelect();
    const options = [...select.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ['No coupon', false],
      ['Coupon 2: $10.00 off (not for this item)', true],
      ['Coupon 3: $5.00 off', false],
      ['Coupon 1: $3.00 off', false],
    ]);
  });

  it('reports the chosen coupon id, and null for No coupon', () => {
    const { select, onChange } = renderSelect({ value: 3 });
    expect(select.value).toBe('3');
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('disables coupons chosen on another line, but not the one this line holds', () => {
    const { select } = renderSelect({ value: 3, takenIds: [1, 3] });
    const byValue = Object.fromEntries([...select.options].map((o) => [o.value, o.disabled]));
    expect(byValue).toMatchObject({ '1': true, '3': false });
    expect(screen.getByText('Coupon 1: $3.00 off (chosen for another item)')).toBeTruthy();
  });
});
