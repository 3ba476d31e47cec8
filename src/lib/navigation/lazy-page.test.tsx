// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, pageCode } from './lazy-page';

afterEach(cleanup);

describe('lazyPage', () => {
  it('counts the page code as loading from the first render until it is in, then shows the page', async () => {
    let arrive!: () => void;
    const Page = lazyPage(() => new Promise((resolve) => (arrive = () => resolve(() => <h1>Market</h1>))));
    expect(pageCode.loading).toBe(0);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(pageCode.loading).toBe(1);

    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(pageCode.loading).toBe(0);
  });

  it('stops counting a page whose code failed to load', async () => {
    let fail!: () => void;
    const Page = lazyPage(() => new Promise((_resolve, reject) => (fail = () => reject(new Error('chunk gone')))));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Caught>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Caught>,
    );
    expect(pageCode.loading).toBe(1);

    await act(async () => fail());
    expect(screen.getByRole('alert').textContent).toBe('chunk gone');
    expect(pageCode.loading).toBe(0);
    quiet.mockRestore();
  });
});

describe('preload', () => {
  it('starts the code once, and a render after it is in shows the page at once, without a fallback', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      return () => <h1>Watch list</h1>;
    });
    const early = Page.preload();
    expect(Page.preload()).toBe(early);
    expect(pageCode.loading).toBe(1);
    await early;
    expect(pageCode.loading).toBe(0);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // In the same render: React would otherwise hold content that replaces a fallback for 300 ms.
    expect(screen.getByRole('heading', { name: 'Watch list' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads).toBe(1);
  });
});

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
