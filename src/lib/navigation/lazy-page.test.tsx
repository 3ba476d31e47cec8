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

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
