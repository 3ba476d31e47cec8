// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

type Props = ComponentProps<typeof ListState>;
type Query = Props['query'];

const loaded: Query = { isPending: false, isError: false, data: { rows: 1 }, error: null, refetch: () => Promise.reject(new Error('not called')) };

function renderState(props: Partial<Props> = {}) {
  const all: Props = {
    query: loaded,
    hasRows: true,
    loadingLabel: 'Loading your bids',
    listClassName: 'my-bids__rows',
    rowClassName: 'my-bid-row',
    errorTitle: 'Your bids could not be loaded',
    empty: { title: 'No lost auctions', text: <p>Bid to see them here.</p>, action: <a href="/market">Browse the market</a> },
    children: <ul aria-label="Bids"><li>Card 1</li></ul>,
    ...props,
  };
  return render(
    <I18nProvider i18n={i18n}>
      <ListState {...all} />
    </I18nProvider>,
  );
}

describe('ListState', () => {
  it('shows three skeleton rows in a busy list while loading', () => {
    renderState({ query: { ...loaded, isPending: true, data: undefined }, hasRows: false });
    const list = screen.getByRole('list', { name: 'Loading your bids' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.className).toBe('my-bids__rows');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.className === 'my-bid-row my-bid-row--skeleton')).toBe(true);
    expect(screen.queryByText('Card 1')).toBeNull();
  });

  it('shows the page-fault panel whose Try again refetches when the query failed with nothing loaded', () => {
    const refetch = vi.fn<Query['refetch']>();
    renderState({ query: { isPending: false, isError: true, data: undefined, error: new Error('offline'), refetch } });
    expect(screen.getByRole('alert').textContent).toContain('Your bids could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByText('Card 1')).toBeNull();
  });

  it('keeps the rows it has when a refetch fails', () => {
    renderState({ query: { ...loaded, isError: true, error: new Error('offline') } });
    expect(screen.getByRole('list', { name: 'Bids' }).textContent).toBe('Card 1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the no-data panel with its text and action when there are no rows', () => {
    renderState({ hasRows: false });
    expect(screen.getByRole('heading', { name: 'No lost auctions' })).toBeTruthy();
    expect(screen.getByText('Bid to see them here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the market' }).getAttribute('href')).toBe('/market');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Card 1')).toBeNull();
  });

  it('shows the list itself once there are rows', () => {
    renderState();
    expect(screen.getByRole('list', { name: 'Bids' }).textContent).toBe('Card 1');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
