// @vitest-environment jsdom
/**
 * A store item's "Stock and prices" form on the seller site's listing page (issue 33): the body it
 * sends, its own checks, the API's refusal shown by the field it names, and the listing refetched;
 * a condition renamed, added and removed (asked first while it has stock), unsaved typing kept.
 */
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSeller, stubSellerApi, type Reply } from '../../testing/render-seller';

vi.mock('../../../components/dialog/dialog', () => ({
  // jsdom has no <dialog>.showModal: draw the dialog's parts inline.
  Dialog: ({ open, title, children, actions }: { open: boolean; title: string; children: ReactElement; actions: ReactElement }) =>
    open ? (
      <div role="dialog" aria-label={title}>
        {children}
        {actions}
      </div>
    ) : null,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const conditions = [
  { ID: 41, ConditionName: 'Near Mint', Price: 1_250, UnderlinedPrice: 2_000, Stock: 0, QuantitySold: 3, IsLimit: true, LimitNum: 2 },
  { ID: 42, ConditionName: 'Played', Price: 800, UnderlinedPrice: null, Stock: 4, QuantitySold: 0, IsLimit: false, LimitNum: 0 },
];

const listing = {
  ID: 9,
  CommodityCode: 'HL0000009',
  Title: 'Store card',
  TitImg: '/media/a.jpg',
  ByWay: 1,
  Bargain: false,
  OrderType: 1,
  Status: 1,
  Price: 800,
  BidCount: 0,
  Watchers: 0,
  Grade: null,
  EndsAt: null,
  StartsAt: '2026-11-01T00:00:00.000Z',
  CanEdit: false,
  CanRelist: false,
  CanEnd: false,
  CanRestock: true,
  Conditions: conditions,
  Fields: {
    Title: 'Store card', Detail: '', FirstCategoryId: 1, SecondCategoryId: 2, ThirdCategoryId: 3, ManufacturerId: null, Year: null, Series: null,
    CardNumber: null, Player: null, Grader: null, Grade: null, CertNumber: null, Condition: 'NM', Properties: {}, ByWay: 1, Bargain: false,
    OfferMinPrice: null, OfferAutoAcceptPrice: null, Price: 800, Postage: 0, DepositNum: null, ExtendedBiddingSeconds: null, Images: ['/media/a.jpg'],
  },
};

function setup(put: (init?: RequestInit) => Reply) {
  return stubSellerApi({
    'GET /api/seller/listings/9': { status: 200, body: listing },
    'PUT /api/seller/listings/9/conditions': (_url, init) => put(init),
  });
}

const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const conditionBox = async (name: string) => within((await screen.findByRole('group', { name: new RegExp(`^${name} \\d+ sold$`) })) as HTMLElement);

describe('Stock and prices', () => {
  it('shows each condition with labelled inputs and sends their ids with the new values', async () => {
    const sent: unknown[] = [];
    const fetchMock = setup((init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { status: 200, body: { ID: 9, Price: 1_000, Conditions: [{ ...conditions[0], Price: 1_000, Stock: 12, UnderlinedPrice: null, IsLimit: false, LimitNum: 0 }, conditions[1]] } };
    });
    renderSeller('/seller/listings/9');
    expect(await screen.findByRole('heading', { name: 'Stock and prices' })).toBeTruthy();
    const nearMint = await conditionBox('Near Mint');
    expect(nearMint.getByText('3 sold')).toBeTruthy();
    expect(value(nearMint.getByLabelText('Price (USD)'))).toBe('12.50');
    expect(value(nearMint.getByLabelText('Was (USD)'))).toBe('20.00');
    expect(value(nearMint.getByLabelText('Stock'))).toBe('0');
    expect(value(nearMint.getByLabelText('Limit per buyer'))).toBe('2');
    fireEvent.change(nearMint.getByLabelText('Price (USD)'), { target: { value: '10' } });
    fireEvent.change(nearMint.getByLabelText('Was (USD)'), { target: { value: '' } });
    fireEvent.change(nearMint.getByLabelText('Stock'), { target: { value: '12' } });
    fireEvent.change(nearMint.getByLabelText('Limit per buyer'), { target: { value: '' } });
    const listingReads = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/api/seller/listings/9') && (init?.method ?? 'GET') === 'GET').length;
    const readsBefore = listingReads();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Stock and prices saved')).toBeTruthy();
    expect(sent).toEqual([
      {
        Conditions: [
          { ID: 41, Price: 1_000, Stock: 12, IsLimit: false },
          { ID: 42, Price: 800, Stock: 4, IsLimit: false },
        ],
      },
    ]);
    await waitFor(() => expect(listingReads()).toBeGreaterThan(readsBefore));
  });

  it('checks the values before sending, and shows the API refusal by the field it names', async () => {
    const put = vi.fn((): Reply => ({ status: 400, body: { error: { code: 'CONDITION_NOT_FOUND', message: 'x', field: 'Conditions.1.Stock' } } }));
    setup(put);
    renderSeller('/seller/listings/9');
    const played = await conditionBox('Played');
    fireEvent.change(played.getByLabelText('Stock'), { target: { value: '-1' } });
    fireEvent.change(played.getByLabelText('Price (USD)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await played.findByText('Enter a whole number from 0 to 100,000')).toBeTruthy();
    expect(played.getByText('Enter an amount in dollars, such as 12.50')).toBeTruthy();
    expect(played.getByLabelText('Stock').getAttribute('aria-invalid')).toBe('true');
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(played.getByLabelText('Stock'), { target: { value: '5' } });
    fireEvent.change(played.getByLabelText('Price (USD)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await played.findByText('This condition is not one of the item’s conditions')).toBeTruthy();
    expect(played.getByLabelText('Stock').getAttribute('aria-invalid')).toBe('true');
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('renames a condition: the new name sent, and the API refusal shown on that row’s name', async () => {
    const sent: unknown[] = [];
    setup((init) => {
      sent.push(JSON.parse(String(init?.body)));
      return sent.length === 1
        ? { status: 409, body: { error: { code: 'CONDITION_NAME_TAKEN', message: 'x', field: 'Conditions.1.ConditionName' } } }
        : { status: 200, body: { ID: 9, Price: 800, Conditions: [conditions[0], { ...conditions[1], ConditionName: 'Heavily Played' }] } };
    });
    renderSeller('/seller/listings/9');
    const played = await conditionBox('Played');
    expect(value(played.getByLabelText('Condition name', { exact: false }))).toBe('Played');
    // Another row's name, as typed: refused here before anything is sent.
    fireEvent.change(played.getByLabelText('Condition name', { exact: false }), { target: { value: 'near mint' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await played.findByText('The item already has a condition with this name')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(played.getByLabelText('Condition name', { exact: false }), { target: { value: 'Heavily Played ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(played.getByLabelText('Condition name', { exact: false }).getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([{ Conditions: [{ ID: 41, Price: 1_250, UnderlinedPrice: 2_000, Stock: 0, IsLimit: true, LimitNum: 2 }, { ID: 42, ConditionName: 'Heavily Played', Price: 800, Stock: 4, IsLimit: false }] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock and prices saved')).toBeTruthy();
    expect(value((await conditionBox('Heavily Played')).getByLabelText('Condition name', { exact: false }))).toBe('Heavily Played');
  });

  it('is not shown for a marketplace listing', async () => {
    stubSellerApi({ 'GET /api/seller/listings/9': { status: 200, body: { ...listing, OrderType: 0, CanRestock: false, Conditions: [] } } });
    renderSeller('/seller/listings/9');
    expect(await screen.findByRole('heading', { name: 'Store card' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stock and prices' })).toBeNull();
  });

  it('adds a condition from its own form: checked first, a taken name refused, the new row shown, typing above kept', async () => {
    const sent: unknown[] = [];
    const lightlyPlayed = { ID: 43, ConditionName: 'Lightly Played', Price: 600, UnderlinedPrice: null, Stock: 2, QuantitySold: 0, IsLimit: false, LimitNum: 0 };
    stubSellerApi({
      'GET /api/seller/listings/9': { status: 200, body: listing },
      'POST /api/seller/listings/9/conditions': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { ID: 9, Price: 600, Conditions: [...conditions, lightlyPlayed] } };
      },
    });
    renderSeller('/seller/listings/9');
    const played = await conditionBox('Played');
    fireEvent.change(played.getByLabelText('Stock'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    const form = within(screen.getByRole('form', { name: 'New condition' }));
    fireEvent.change(form.getByLabelText('Condition name', { exact: false }), { target: { value: 'played' } });
    fireEvent.click(form.getByRole('button', { name: 'Add condition' }));
    expect(await form.findByText('The item already has a condition with this name')).toBeTruthy();
    expect(form.getByText('Enter an amount in dollars, such as 12.50')).toBeTruthy();
    expect(form.getByText('Enter a whole number from 0 to 100,000')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(form.getByLabelText('Condition name', { exact: false }), { target: { value: 'Lightly Played' } });
    fireEvent.change(form.getByLabelText('Price (USD)'), { target: { value: '6' } });
    fireEvent.change(form.getByLabelText('Stock'), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Add condition' }));
    expect(await screen.findByText('Lightly Played added')).toBeTruthy();
    expect(sent).toEqual([{ ConditionName: 'Lightly Played', Price: 600, Stock: 2, IsLimit: false }]);
    const added = await conditionBox('Lightly Played');
    expect(value(added.getByLabelText('Stock'))).toBe('2');
    expect(value((await conditionBox('Played')).getByLabelText('Stock'))).toBe('7');
    expect(screen.queryByRole('form', { name: 'New condition' })).toBeNull();
  });

  it('shows the API refusal of a new condition by its field', async () => {
    stubSellerApi({
      'GET /api/seller/listings/9': { status: 200, body: listing },
      'POST /api/seller/listings/9/conditions': { status: 409, body: { error: { code: 'CONDITION_NAME_TAKEN', message: 'x', field: 'ConditionName' } } },
    });
    renderSeller('/seller/listings/9');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a condition' }));
    const form = within(screen.getByRole('form', { name: 'New condition' }));
    fireEvent.change(form.getByLabelText('Condition name', { exact: false }), { target: { value: 'Mint' } });
    fireEvent.change(form.getByLabelText('Price (USD)'), { target: { value: '6' } });
    fireEvent.change(form.getByLabelText('Stock'), { target: { value: '0' } });
    fireEvent.click(form.getByRole('button', { name: 'Add condition' }));
    expect(await form.findByText('The item already has a condition with this name')).toBeTruthy();
    expect(form.getByLabelText('Condition name', { exact: false }).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a condition without stock at once, and asks first for one with stock', async () => {
    const removed: string[] = [];
    stubSellerApi({
      'GET /api/seller/listings/9': { status: 200, body: listing },
      'DELETE /api/seller/listings/9/conditions/': (url) => {
        removed.push(url.pathname);
        const id = Number(url.pathname.split('/').pop());
        return { status: 200, body: { ID: 9, Price: 800, Conditions: conditions.filter((c) => c.ID !== id) } };
      },
    });
    renderSeller('/seller/listings/9');
    // Near Mint has none on the shelf: removed without a question.
    fireEvent.click((await conditionBox('Near Mint')).getByRole('button', { name: 'Remove Near Mint' }));
    expect(await screen.findByText('Near Mint removed')).toBeTruthy();
    expect(removed).toEqual(['/api/seller/listings/9/conditions/41']);
    await waitFor(() => expect(screen.queryByRole('group', { name: /Near Mint/ })).toBeNull());
    // The last one left has no remove button.
    expect(screen.queryByRole('button', { name: 'Remove Played' })).toBeNull();
  });

  it('asks before removing a condition that still has stock, and sends nothing when cancelled', async () => {
    const remove = vi.fn((): Reply => ({ status: 200, body: { ID: 9, Price: 1_250, Conditions: [conditions[0]] } }));
    stubSellerApi({ 'GET /api/seller/listings/9': { status: 200, body: listing }, 'DELETE /api/seller/listings/9/conditions/42': remove });
    renderSeller('/seller/listings/9');
    fireEvent.click((await conditionBox('Played')).getByRole('button', { name: 'Remove Played' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Played?' }));
    expect(dialog.getByText(/4 still in stock/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click((await conditionBox('Played')).getByRole('button', { name: 'Remove Played' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Played removed')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
