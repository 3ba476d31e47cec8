// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FiltersDialog } from './filters-dialog';
import { PriceFilter } from './price-filter';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function renderDrawer(min = '', max = '') {
  const onClose = vi.fn();
  const onApply = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <FiltersDialog open onClose={onClose} count={0}>
        <PriceFilter min={min} max={max} onApply={onApply} />
      </FiltersDialog>
    </I18nProvider>,
  );
  // The <dialog> is opened with the open attribute in jsdom (no showModal): query it as a dialog.
  const drawer = within(document.querySelector('dialog')!);
  return { drawer, onClose, onApply };
}

describe('FiltersDialog (the phone filter drawer, issue 32)', () => {
  it('has a close button in its header and exactly one apply button, "Show results"', () => {
    const { drawer, onClose } = renderDrawer();
    expect(drawer.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Close the filters',
      'Show results',
    ]);
    expect(drawer.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.click(drawer.getByRole('button', { name: 'Close the filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Show results" applies the typed price range and closes', () => {
    const { drawer, onClose, onApply } = renderDrawer();
    fireEvent.change(drawer.getByLabelText('Minimum price'), { target: { value: '10' } });
    fireEvent.change(drawer.getByLabelText('Maximum price'), { target: { value: '50' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ min: '10', max: '50' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"Show results" with the range unchanged keeps the search as it is', () => {
    const { drawer, onClose, onApply } = renderDrawer('10', '50');
    fireEvent.click(drawer.getByRole('button', { name: 'Show results' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('PriceFilter beside the results (desktop)', () => {
  it('keeps its own Apply button', () => {
    render(
      <I18nProvider i18n={i18n}>
        <PriceFilter onApply={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});
