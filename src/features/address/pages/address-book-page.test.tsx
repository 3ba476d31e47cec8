// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../components/toast/toast-store';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { setSessionUser } from '../../../lib/session/session-store';
import { address, member, renderWithProviders, stubAddressApi } from '../testing/address-fixtures';
import { AddressBookPage } from './address-book-page';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.items.splice(0);
  setSessionUser(null);
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddressBookPage', () => {
  it('lists the book with the default marked; the default has neither delete nor make default', async () => {
    setSessionUser(member);
    stubAddressApi([address(1, 'Home', true), address(2, 'Office')]);
    renderWithProviders(<AddressBookPage />);
    const home = await screen.findByRole('listitem', { name: 'Address of Home' });
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(home).queryByRole('button', { name: 'Make default' })).toBeNull();
    const office = screen.getByRole('listitem', { name: 'Address of Office' });
    expect(within(office).getByRole('button', { name: 'Make default' })).toBeTruthy();
    expect(within(office).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('checks the form with the domain rules, shows each message on its field and sends nothing until it is fixed', async () => {
    setSessionUser(member);
    const fetchMock = stubAddressApi([address(1, 'Home', true)]);
    const queryClient = renderWithProviders(<AddressBookPage />);
    queryClient.setQueryData(currentUserKey, member);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    // Prefilled from the member: country, state and phone.
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('2125550100');
    fill('Name', 'N'.repeat(31));
    fill('Street address', '1 Elm Street');
    fill('City', 'Albany');
    fill('ZIP code', '12');
    fireEvent.blur(screen.getByLabelText('ZIP code'));
    expect(await screen.findByText('Please enter a valid US zip code (12345 or 12345-6789)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The name can be at most 30 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fill('Name', 'Pat Doe');
    fill('ZIP code', '12207');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('listitem', { name: 'Address of Pat Doe' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toMatchObject({ Country: 'US', UserName: 'Pat Doe', StateCode: 'NY', ZipCode: '12207' });
    // The member (and so Count) is stale after the change and read again when next used.
    await waitFor(() => expect(queryClient.getQueryState(currentUserKey)?.isInvalidated).toBe(true));
  });

  it("places the server's refusal on its field", async () => {
    setSessionUser({ ...member, MemberSource: 'US' });
    stubAddressApi([], (method, path) =>
      method === 'POST' && path === '/api/me/addresses'
        ? [400, { error: { code: 'ADDRESS_CHINESE_REQUIRED', message: 'Detail address must contain 4 Chinese characters', field: 'StreetAddress' } }]
        : undefined,
    );
    renderWithProviders(<AddressBookPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    fill('Name', 'Pat Doe');
    fill('Street address', '1 Elm Street');
    fill('City', 'Albany');
    fill('ZIP code', '12207');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const message = await screen.findByText('Detail address must contain 4 Chinese characters');
    expect(message.id).toBe(screen.getByLabelText('Street address').getAttribute('aria-describedby'));
  });

  it("answers 'Coming Soon' for a country other than the US", async () => {
    setSessionUser({ ...member, MemberSource: 'MO' });
    stubAddressApi([]);
    renderWithProviders(<AddressBookPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('MO');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
  });

  it('makes an address the default and deletes one after confirming', async () => {
    setSessionUser(member);
    const fetchMock = stubAddressApi([address(1, 'Home', true), address(2, 'Office')]);
    renderWithProviders(<AddressBookPage />);
    const office = await screen.findByRole('listitem', { name: 'Address of Office' });
    fireEvent.click(within(office).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Address of Office' })).getByText('Default')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('/api/me/addresses/2/default', expect.objectContaining({ method: 'POST' }));

    const home = screen.getByRole('listitem', { name: 'Address of Home' });
    fireEvent.click(within(home).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?', hidden: true });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Address of Home' })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/me/addresses/1', expect.objectContaining({ method: 'DELETE' }));
  });
});
