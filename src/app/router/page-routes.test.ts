// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageCode } from '../../lib/navigation/lazy-page';
import { preloadPage } from './page-routes';

describe('preloadPage', () => {
  it("starts loading the code of the page at a path, also a member page's inside RequireAuth", async () => {
    preloadPage('/myholo/recently');
    expect(pageCode.loading).toBe(1);
    // The same page again starts nothing new.
    preloadPage('/myholo/recently');
    expect(pageCode.loading).toBe(1);
    await waitFor(() => expect(pageCode.loading).toBe(0), { timeout: 15_000 });
  });

  it('starts nothing for a path whose page is not loaded on demand', () => {
    preloadPage('/nowhere/at/all');
    preloadPage('/terms/privacy');
    expect(pageCode.loading).toBe(0);
  });
});
