// @vitest-environment jsdom
/**
 * "Sell one like this" on a store item (issue 33): the new-listing form opens as a store item with
 * the original's conditions (names, prices, limits), the stock left empty for the seller to count.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSeller, stubSellerApi } from '../../testing/render-seller';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const template = {
  Title: 'Pikachu 58/102', Detail: '', FirstCategoryId: 1, SecondCategoryId: 2, ThirdCategoryId: 3, ManufacturerId: null, Year: 1999,
  Series: 'Base Set', CardNumber: '58', Player: null, Grader: null, Grade: null, CertNumber: null, Condition: 'NM',
  Properties: {}, ByWay: 1, Bargain: false, OfferMinPrice: null, OfferAutoAcceptPrice: null, Price: 900, Postage: 0,
  DepositNum: null, ExtendedBiddingSeconds: null, Images: ['/media/a.jpg'],
  OrderType: 1,
  Conditions: [
    { ConditionName: 'Near Mint', Price: 1_500, UnderlinedPrice: 2_000, IsLimit: true, LimitNum: 2 },
    { ConditionName: 'Lightly Played', Price: 900, UnderlinedPrice: null, IsLimit: false, LimitNum: 0 },
  ],
};

describe('cloning a store item', () => {
  it('opens the form as a store item with the same conditions and an empty stock', async () => {
    stubSellerApi({
      '/api/categories': { status: 200, body: [] },
      '/api/card-conditions': { status: 200, body: [] },
      '/api/seller/listings/77/template': { status: 200, body: template },
    });
    renderSeller('/seller/listings/new?id=77&clone=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'List one like this' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Store item/ }) as HTMLInputElement).checked).toBe(true);
    const first = within(screen.getByRole('listitem', { name: 'Condition 1' }));
    expect((first.getByLabelText('Condition name') as HTMLInputElement).value).toBe('Near Mint');
    expect((first.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('15.00');
    expect((first.getByLabelText('Was (USD)', { exact: false }) as HTMLInputElement).value).toBe('20.00');
    expect((first.getByLabelText('Limit per buyer', { exact: false }) as HTMLInputElement).value).toBe('2');
    expect((first.getByLabelText('Stock') as HTMLInputElement).value).toBe('');
    const second = within(screen.getByRole('listitem', { name: 'Condition 2' }));
    expect((second.getByLabelText('Condition name') as HTMLInputElement).value).toBe('Lightly Played');
    expect((second.getByLabelText('Price (USD)') as HTMLInputElement).value).toBe('9.00');
  });
});
