// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

function Broken(): never {
  throw new Error('render bug');
}

function view(resetKey: string, broken: boolean) {
  return (
    <I18nProvider i18n={i18n}>
      <RouteErrorBoundary resetKey={resetKey}>{broken ? <Broken /> : <h1>Market</h1>}</RouteErrorBoundary>
    </I18nProvider>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the reload page when a page fails to render, and the next page once the member goes elsewhere', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(view('/carddetails/1', true));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(logged.mock.calls.some(([error]) => error instanceof Error && error.message === 'render bug')).toBe(true);

    // Same location: the error stays.
    rerender(view('/carddetails/1', false));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    rerender(view('/market', false));
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
    logged.mockRestore();
  });
});
