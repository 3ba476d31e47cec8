// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressField } from '../../../domain/address/address.schema';
import { ApiError } from '../../../lib/api/api-error';
import { AddressFormFields } from './address-form-fields';
import { useAddressFields, type AddressFieldsState, type AddressTextValues } from './use-address-fields';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const empty: AddressTextValues = { UserName: '', StreetAddress: '', StreetAddress2: '', City: '', StateCode: '', ZipCode: '', Phone: '' };

/** The street rule reads both lines, as the Chinese-characters rule does. */
function issueOf(values: AddressTextValues, field: AddressField): string | null {
  if (field === 'City') return values.City.trim() ? null : 'ADDRESS_CITY_REQUIRED';
  if (field === 'StreetAddress') return (values.StreetAddress + values.StreetAddress2).length >= 8 ? null : 'ADDRESS_CHINESE_REQUIRED';
  return null;
}

interface HarnessProps {
  stateOptions?: { value: string; label: string }[];
  saving?: boolean;
  onCancel?: () => void;
  /** Hands the form's state to the test, to act as a save would. */
  onForm?: (form: AddressFieldsState) => void;
}

function Harness({ stateOptions, saving = false, onCancel = () => {}, onForm }: HarnessProps) {
  const form = useAddressFields(empty, issueOf);
  onForm?.(form);
  return (
    <form aria-label="Test address">
      <AddressFormFields
        form={form}
        labels={{ city: 'City or district', state: 'Province or region', zip: 'Postal code', save: 'Save it' }}
        stateOptions={stateOptions}
        saving={saving}
        onCancel={onCancel}
      />
    </form>
  );
}

const renderHarness = (props: HarnessProps = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <Harness {...props} />
    </I18nProvider>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddressFormFields', () => {
  it('shows the fields with the labels given, the state as a text box or as a chooser', () => {
    renderHarness();
    for (const label of ['Name', 'Street address', 'Apartment, suite, unit (optional)', 'City or district', 'Postal code', 'Phone']) {
      expect(screen.getByLabelText(label).tagName).toBe('INPUT');
    }
    expect(screen.getByLabelText('Province or region').tagName).toBe('INPUT');
    cleanup();
    renderHarness({ stateOptions: [{ value: 'NY', label: 'New York' }] });
    const state = screen.getByLabelText('Province or region') as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect([...state.options].map((o) => o.text)).toEqual(['Choose a state', 'New York']);
  });

  it('checks a field on blur and drops its message once it is edited', () => {
    renderHarness();
    fireEvent.blur(screen.getByLabelText('City or district'));
    expect(screen.getByText('Please enter the city').id).toBe(screen.getByLabelText('City or district').getAttribute('aria-describedby'));
    fill('City or district', 'Macau');
    expect(screen.queryByText('Please enter the city')).toBeNull();
  });

  it('re-checks the first street line when the second one is left', () => {
    renderHarness();
    fill('Street address', 'Rua');
    fireEvent.blur(screen.getByLabelText('Street address'));
    expect(screen.getByText('Detail address must contain 4 Chinese characters')).toBeTruthy();
    fill('Apartment, suite, unit (optional)', 'do Campo');
    fireEvent.blur(screen.getByLabelText('Apartment, suite, unit (optional)'));
    expect(screen.queryByText('Detail address must contain 4 Chinese characters')).toBeNull();
  });

  it('checks a chooser as soon as a choice is made', () => {
    renderHarness({ stateOptions: [{ value: 'NY', label: 'New York' }] });
    fireEvent.change(screen.getByLabelText('Province or region'), { target: { value: 'NY' } });
    expect((screen.getByLabelText('Province or region') as HTMLSelectElement).value).toBe('NY');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a failed save's messages, the first of each field, and focuses the first field with one", () => {
    let form: AddressFieldsState | undefined;
    renderHarness({ onForm: (f) => (form = f) });
    act(() =>
      form!.showIssues([
        { path: ['Country'], message: 'ADDRESS_COUNTRY_UNSUPPORTED' },
        { path: ['ZipCode'], message: 'ADDRESS_ZIP_REQUIRED' },
        { path: ['ZipCode'], message: 'ADDRESS_ZIP_TOO_LONG' },
      ]),
    );
    expect(screen.getByText('Please enter the zip code')).toBeTruthy();
    expect(screen.queryByText('The zip code can be at most 30 characters')).toBeNull();
    // This form does not ask the country: its message goes under the form.
    expect(screen.getByText('Coming Soon').className).toBe('form-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Postal code'));
    act(() => form!.showIssues([]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's refusal on its field, and an unknown field's or a lost connection's under the form", () => {
    let form: AddressFieldsState | undefined;
    renderHarness({ onForm: (f) => (form = f) });
    act(() => form!.showSaveError(new ApiError(400, 'ADDRESS_CITY_TOO_LONG', 'The city can be at most 30 characters', 'City')));
    expect(screen.getByText('The city can be at most 30 characters').className).toBe('field__error');
    act(() => form!.showSaveError(new ApiError(400, 'ADDRESS_COUNTRY_UNSUPPORTED', 'Coming Soon', 'Country')));
    expect(screen.getByText('Coming Soon').className).toBe('form-error');
    expect(screen.queryByText('The city can be at most 30 characters')).toBeNull();
    act(() => form!.showSaveError(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert').className).toBe('form-error');
  });

  it('cancels, and holds Save while saving', () => {
    const onCancel = vi.fn();
    renderHarness({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Save it' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderHarness({ saving: true });
    const save = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
  });
});
