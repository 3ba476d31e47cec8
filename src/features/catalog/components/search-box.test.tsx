// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../testing/render-route';
import { RECENT_SEARCHES_KEY } from './search-box-history';
import { SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

beforeEach(() => {
  localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([{ scope: 'items', key: 'jordan rookie' }, { scope: 'sellers', key: 'charizard' }]));
  stubApi({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () =>
  renderRoute(
    '/',
    '/*',
    <>
      <SearchBox />
      <Where />
    </>,
  );

describe('SearchBox', () => {
  it('disables the search button while the box is empty', () => {
    render();
    const button = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: '  ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search' }), { target: { value: 'ohtani' } });
    expect(button.disabled).toBe(false);
  });

  it('lists recent searches on focus and opens one with the arrow keys and Enter', async () => {
    render();
    const input = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['jordan rookie', 'charizard']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('charizard');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/seller/list?key=charizard');
  });

  it('remembers a submitted search first, and forgets one with Delete', () => {
    render();
    const input = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'Pikachu' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/market?key=Pikachu');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)[0]).toEqual({ scope: 'items', key: 'Pikachu' });

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!).map((r: { key: string }) => r.key)).toEqual(['jordan rookie', 'charizard']);
  });
});
