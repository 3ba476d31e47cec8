// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../../lib/session/session-store';
import { address, member, renderWithProviders, stubAddressApi } from '../testing/address-fixtures';
import { AddressDialog, dialogAddresses } from './address-dialog';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionUser(null);
});

const book = Array.from({ length: 12 }, (_, i) => address(i + 1, `Name ${i + 1}`, i === 0));

describe('dialogAddresses', () => {
  it("shows the first 10, the order's address moved to the top", () => {
    expect(dialogAddresses(book).map((a) => a.Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(dialogAddresses(book, 12).map((a) => a.Id)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(dialogAddresses(book, 999)).toHaveLength(10);
  });
});

describe('AddressDialog', () => {
  it("lists the first 10 with the order's address first and chosen, and hands back the one confirmed", async () => {
    setSessionUser(member);
    stubAddressApi(book);
    const onSelect = vi.fn();
    renderWithProviders(<AddressDialog open onClose={() => {}} preferredFirstId={12} onSelect={onSelect} />);
    const radios = await screen.findAllByRole('radio', { hidden: true });
    expect(radios).toHaveLength(10);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(radios[0]!.closest('label')!.textContent).toContain('Name 12');
    fireEvent.click(radios[3]!);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ Id: 3 }));
  });

  it('just closes when confirmed with no address', async () => {
    setSessionUser(member);
    stubAddressApi([]);
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<AddressDialog open onClose={onClose} onSelect={onSelect} />);
    await screen.findByText('You have not saved a shipping address yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a new address in new-address mode, then returns to the list with it chosen', async () => {
    setSessionUser(member);
    stubAddressApi([address(1, 'Home', true)]);
    const onSelect = vi.fn();
    renderWithProviders(<AddressDialog open onClose={() => {}} onSelect={onSelect} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add new address', hidden: true }));
    const form = screen.getByRole('form', { name: 'New address', hidden: true });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Pat Doe' } });
    fireEvent.change(within(form).getByLabelText('Street address'), { target: { value: '1 Elm Street' } });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Albany' } });
    fireEvent.change(within(form).getByLabelText('ZIP code'), { target: { value: '12207' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address', hidden: true }));
    await waitFor(() => expect(screen.getAllByRole('radio', { hidden: true })).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm', hidden: true }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ UserName: 'Pat Doe' }));
  });
});
