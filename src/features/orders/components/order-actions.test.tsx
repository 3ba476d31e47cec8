// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { setSessionUser } from '../../../lib/session/session-store';
import {
  bookAddress,
  finishedOrder,
  location,
  member,
  ok,
  order,
  orderAddress,
  refused,
  renderAt,
  shippedOrder,
  storeOrder,
  stubApi,
  tracking,
} from '../testing/order-fixtures';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
  setSessionUser(null);
});

const counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
const list = (rows: unknown[], tab: number) => ok({ data: rows, count: rows.length, Counts: { ...counts, [tab]: rows.length } });
/** The open dialog (every row keeps its closed ones in the page). */
const openDialog = () => document.querySelector<HTMLElement>('dialog[open]');
const dialog = () => within(openDialog()!);
const toastTexts = () => toasts.items.map((toast) => `${toast.tone}: ${toast.text}`);

describe('Confirm receipt', () => {
  it('asks with the caution first: Cancel sends nothing; Confirm sends the call, the list reads again and says so', async () => {
    let received = false;
    const api = stubApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/orders/5/receive') {
        received = true;
        return ok({ OrderStatus: 5, FinishTime: new Date().toISOString() });
      }
      return list(received ? [] : [shippedOrder(5)], 3);
    });
    renderAt('/myholo/purchase?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    expect(dialog().getByText(/Confirm only after you have received the item and checked it\. Once confirmed, the order is finished/)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel', hidden: true }));
    expect(openDialog()).toBeNull();
    expect(api.writes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm receipt', hidden: true }));
    await screen.findByText('No shipped orders');
    expect(api.writes().map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/orders/5/receive']);
    expect(api.reads('/api/me/orders')).toBe(2);
    expect(toastTexts()).toEqual(['success: Receipt confirmed: the order is finished.']);
  });

  it('shows the refusal and reads the order again when it can no longer be confirmed', async () => {
    const api = stubApi(({ method }) =>
      method === 'POST' ? refused(409, 'ORDER_NOT_RECEIVABLE', 'Only a shipped order can be confirmed as received') : list([shippedOrder(5)], 3),
    );
    renderAt('/myholo/purchase?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm receipt', hidden: true }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Only a shipped order can be confirmed as received']));
    expect(api.reads('/api/me/orders')).toBe(2);
    expect(openDialog()).toBeNull();
  });

  it('confirms a store order through the store order call', async () => {
    const api = stubApi(({ method }) =>
      method === 'POST' ? ok({ OrderStatus: 4, FinishTime: new Date().toISOString() }) : list([storeOrder(8, { OrderStatus: 3, LogisticsCode: 'DHL12345678', LogisticsCompanyName: 'DHL' })], 3),
    );
    renderAt('/myholo/mallorder?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm receipt', hidden: true }));
    await waitFor(() => expect(api.writes().map((call) => call.url.pathname)).toEqual(['/api/store-orders/8/receive']));
  });
});

describe('Leave feedback', () => {
  it('counts the characters and refuses 101 of them, or no rating, before any call', async () => {
    const api = stubApi(() => list([finishedOrder(3)], 5));
    renderAt('/myholo/purchase?type=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    expect(dialog().getByText('0/100')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Your feedback'), { target: { value: 'a'.repeat(101) } });
    expect(dialog().getByText('101/100').className).toContain('--over');
    fireEvent.click(dialog().getByRole('radio', { name: 'Positive', hidden: true }));
    fireEvent.click(dialog().getByRole('button', { name: 'Submit', hidden: true }));
    expect(dialog().getByText('The feedback can be at most 100 characters')).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Your feedback'), { target: { value: '   ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Submit', hidden: true }));
    expect(dialog().getByText('Please enter your feedback')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('asks for positive or negative', async () => {
    const api = stubApi(() => list([finishedOrder(3)], 5));
    renderAt('/myholo/purchase?type=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    fireEvent.change(dialog().getByLabelText('Your feedback'), { target: { value: 'Fast shipping' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Submit', hidden: true }));
    expect(dialog().getByText('Please choose positive or negative')).toBeTruthy();
    expect(api.writes()).toHaveLength(0);
  });

  it('sends the rating and the trimmed text; the order then leaves the To leave feedback tab', async () => {
    let left = false;
    const api = stubApi(({ method }) => {
      if (method === 'POST') {
        left = true;
        return { status: 201, body: { ID: 1 } };
      }
      return list(left ? [] : [finishedOrder(3)], 5);
    });
    renderAt('/myholo/purchase?type=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    expect(screen.getByRole('heading', { name: 'Leave feedback for the seller', hidden: true })).toBeTruthy();
    fireEvent.click(dialog().getByRole('radio', { name: 'Negative', hidden: true }));
    fireEvent.change(dialog().getByLabelText('Your feedback'), { target: { value: '  Card arrived bent  ' } });
    expect(dialog().getByText('17/100')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Submit', hidden: true }));
    await screen.findByText('No orders waiting for feedback');
    expect(api.writes().map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/orders/3/feedback', { AppraisalStatus: 2, AppraisalContent: 'Card arrived bent' }],
    ]);
    expect(openDialog()).toBeNull();
    expect(toastTexts()).toEqual(['success: Thank you: your feedback has been left.']);
  });

  it('shows "already left" in the dialog when the server refuses a second time', async () => {
    const api = stubApi(({ method }) =>
      method === 'POST' ? refused(409, 'FEEDBACK_ALREADY_LEFT', 'You have already left feedback on this order') : list([finishedOrder(3)], 5),
    );
    renderAt('/myholo/purchase?type=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave feedback' }));
    fireEvent.click(dialog().getByRole('radio', { name: 'Positive', hidden: true }));
    fireEvent.change(dialog().getByLabelText('Your feedback'), { target: { value: 'Great seller' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Submit', hidden: true }));
    expect(await dialog().findByRole('alert', { hidden: true })).toHaveProperty('textContent', 'You have already left feedback on this order');
    await waitFor(() => expect(api.reads('/api/me/orders')).toBe(2));
  });

  it('is not offered once the buyer left feedback (IsAppraisal 1)', async () => {
    stubApi(() => list([finishedOrder(3, { IsAppraisal: 1 })], 6));
    renderAt('/myholo/purchase?type=6');
    await screen.findByRole('link', { name: 'Card 3' });
    expect(screen.queryByRole('button', { name: 'Leave feedback' })).toBeNull();
  });
});

describe('Change address', () => {
  const book = [bookAddress(1, 'Home', true), bookAddress(2, 'Ann Lee'), bookAddress(3, 'Office')];

  function stubWithBook(orderRow: unknown, path = '/api/orders/1') {
    return stubApi(({ method, url }) => {
      if (url.pathname === '/api/me/addresses') return ok(book);
      if (method === 'PUT' && url.pathname === path) return ok(orderRow);
      return list([orderRow], 1);
    });
  }

  it("lists the order's current address first and chosen; confirming it unchanged closes without a call", async () => {
    setSessionUser(member);
    const api = stubWithBook(order(1, { Address: orderAddress }));
    renderAt('/myholo/purchase?type=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const radios = await dialog().findAllByRole('radio', { hidden: true });
    expect(radios.map((radio) => radio.closest('label')!.querySelector('.address-summary__name')!.firstChild!.textContent)).toEqual([
      'Ann Lee',
      'Home',
      'Office',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm', hidden: true }));
    expect(openDialog()).toBeNull();
    expect(api.writes()).toHaveLength(0);
  });

  it('ships to another address with the checkout call, then reads the list again', async () => {
    setSessionUser(member);
    const api = stubWithBook(order(1, { Address: orderAddress }));
    renderAt('/myholo/purchase?type=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const radios = await dialog().findAllByRole('radio', { hidden: true });
    fireEvent.click(radios[2]!);
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: The order will ship to the new address.']));
    expect(api.writes().map((call) => [call.method, call.url.pathname, call.body])).toEqual([['PUT', '/api/orders/1', { AddressId: 3 }]]);
    expect(api.reads('/api/me/orders')).toBe(2);
  });

  it("finds a store order's address in the book by its copy and puts it first", async () => {
    setSessionUser(member);
    const office = book[2]!;
    const copy = { Consignee: 'Office', Telephone: office.Phone, PostalCode: office.ZipCode, ProvinceName: office.State, CityName: office.City, AddressDetail: office.StreetAddress };
    const api = stubWithBook(storeOrder(4, { AddressMsg: copy }), '/api/store-orders/4');
    renderAt('/myholo/mallorder?type=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const radios = await dialog().findAllByRole('radio', { hidden: true });
    expect(radios[0]!.closest('label')!.textContent).toContain('Office');
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[1]!);
    fireEvent.click(dialog().getByRole('button', { name: 'Confirm', hidden: true }));
    await waitFor(() => expect(api.writes().map((call) => [call.method, call.url.pathname, call.body])).toEqual([['PUT', '/api/store-orders/4', { AddressId: 1 }]]));
  });

  it('is not offered on an order through the warehouse agency (BusinessType 2)', async () => {
    stubApi(() => list([order(1, { BusinessType: 2 })], 1));
    renderAt('/myholo/purchase?type=1');
    await screen.findByRole('link', { name: 'Pay now' });
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });
});

describe('Tracking dialog', () => {
  function stubClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(writeText) }, configurable: true });
    return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
  }
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('shows the carrier, the number and the events, and copies the number ("Copy Successfully")', async () => {
    const writeText = stubClipboard(async () => {});
    stubApi(({ url }) => (url.pathname === '/api/orders/5/tracking' ? ok(tracking()) : list([shippedOrder(5)], 3)));
    renderAt('/myholo/purchase?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking' }));
    expect(await dialog().findByText('Picked up — Portland, OR')).toBeTruthy();
    expect(dialog().getByText('UPS')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Copy the tracking number', hidden: true }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Copy Successfully']));
    expect(writeText).toHaveBeenCalledWith('1Z999AA10123456784');
  });

  it('says "Fail" when the copy is refused, and "No logistics information yet" for an unknown number', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    stubApi(({ url }) => (url.pathname.endsWith('/tracking') ? ok(tracking({ State: 0, Traces: [], NoLogistics: true })) : list([shippedOrder(5)], 3)));
    renderAt('/myholo/purchase?type=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking' }));
    expect(await dialog().findByText('No logistics information yet')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Copy the tracking number', hidden: true }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Fail']));
  });
});

describe('Dispute status dropdown', () => {
  it('shows on the Dispute tab only and sends its value as sr', async () => {
    const api = stubApi(() => list([], 4));
    renderAt('/myholo/purchase?type=4');
    await screen.findByText('No disputes');
    expect(api.last().searchParams.get('sr')).toBe('0');
    const select = screen.getByLabelText('Dispute status') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['All', 'Disputing', 'Disputed', 'Revoked']);
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(location()).toBe('/myholo/purchase?type=4&sr=2'));
    await waitFor(() => expect(api.last().searchParams.get('sr')).toBe('2'));
    fireEvent.click(screen.getByRole('tab', { name: 'Shipped' }));
    await screen.findByText('No shipped orders');
    expect(screen.queryByLabelText('Dispute status')).toBeNull();
    expect(api.last().searchParams.get('sr')).toBeNull();
  });
});
