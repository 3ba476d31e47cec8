// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { activateLanguage } from '../../../lib/i18n/activate-language';
import { LanguagePicker } from './language-picker';
import { saveMemberLanguage } from './save-member-language';

vi.mock('../../../lib/i18n/activate-language', () => ({ activateLanguage: vi.fn(async () => {}) }));
vi.mock('./save-member-language', () => ({ saveMemberLanguage: vi.fn(async () => {}) }));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.mocked(activateLanguage).mockClear();
  vi.mocked(saveMemberLanguage).mockClear();
  session.language = 'en';
});

function renderPicker() {
  render(
    <I18nProvider i18n={i18n}>
      <LanguagePicker />
    </I18nProvider>,
  );
  return screen.getByRole('button', { name: 'Language English' });
}

describe('LanguagePicker', () => {
  it('keeps the other languages out of the page until opened, then lists each in itself', () => {
    const button = renderPicker();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '日本語' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['English', '繁體中文', '한국어', '日本語']);
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('lang')).toBe('ko');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('switches to the chosen language, remembered, and closes with focus back on its button', async () => {
    const button = renderPicker();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: '日本語' }));
    expect(activateLanguage).toHaveBeenCalledWith('ja', { remember: true });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // Then saved to the member (a visitor's is a no-op inside), after the screen has switched.
    await vi.waitFor(() => expect(saveMemberLanguage).toHaveBeenCalledWith('ja'));
  });

  it('closes on Escape and does not reload the language already shown', () => {
    const button = renderPicker();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(activateLanguage).not.toHaveBeenCalled();
    expect(saveMemberLanguage).not.toHaveBeenCalled();
  });
});
