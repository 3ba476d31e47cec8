// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endFakeTimers } from '../../../testing/end-fake-timers';
import { FIRST_ITEMS, Scroller } from './scroller';

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  endFakeTimers();
  vi.unstubAllGlobals();
});

function mountRow(count: number) {
  render(
    <I18nProvider i18n={i18n}>
      <Scroller title="Ending soon" titleId="row">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>Card {i + 1}</li>
        ))}
      </Scroller>
    </I18nProvider>,
  );
  return screen.getByRole('list');
}

describe('Scroller', () => {
  it('draws its first items only until the row is used', async () => {
    const row = mountRow(12);
    expect(row.children).toHaveLength(FIRST_ITEMS);
    expect(screen.getByText(`Card ${FIRST_ITEMS}`)).toBeTruthy();
    expect(screen.queryByText(`Card ${FIRST_ITEMS + 1}`)).toBeNull();
    window.dispatchEvent(new Event('load'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(row.children).toHaveLength(FIRST_ITEMS);
  });

  it('draws the rest as soon as the row is scrolled, pointed at or focused', async () => {
    for (const event of ['scroll', 'pointerEnter', 'focus'] as const) {
      const row = mountRow(9);
      expect(row.children).toHaveLength(FIRST_ITEMS);
      await act(async () => {
        if (event === 'scroll') fireEvent.scroll(row);
        else if (event === 'pointerEnter') fireEvent.pointerEnter(row);
        else fireEvent.focus(row.querySelector('li')!);
      });
      expect(row.children, event).toHaveLength(9);
      cleanup();
    }
  });

  it('draws a short row whole', () => {
    expect(mountRow(4).children).toHaveLength(4);
  });
});
