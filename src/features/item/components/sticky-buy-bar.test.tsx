// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyBuyBar } from './sticky-buy-bar';

let report: ((onScreen: boolean) => void) | null = null;
let phone = true;

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => {
  phone = true;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        report = (onScreen) => callback([{ isIntersecting: onScreen }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  report = null;
  document.body.className = '';
});

function Page({ own = false, finished = false, onBid }: { own?: boolean; finished?: boolean; onBid: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <I18nProvider i18n={i18n}>
      <div ref={box}>
        <button type="button" className="bid-panel__button" onClick={onBid}>
          Place bid
        </button>
      </div>
      <StickyBuyBar
        boxRef={box}
        priceLabel="Current bid"
        priceCents={2500}
        endsAt={new Date(Date.now() + 3_600_000 * 5).toISOString()}
        offsetMs={0}
        own={own}
        finished={finished}
        actions={[
          { key: 'bid', label: 'Bid', target: '.bid-panel__button', primary: true },
          { key: 'offer', label: 'Make offer', target: '.make-offer__button' },
        ]}
      />
    </I18nProvider>
  );
}

const bar = () => screen.queryByRole('region', { name: 'Buy box' });

describe('StickyBuyBar', () => {
  it('shows price, time left and the box’s buttons while the box is off screen; its Bid presses the box’s', () => {
    const onBid = vi.fn();
    render(<Page onBid={onBid} />);
    expect(bar()).toBeNull();
    expect(document.body.classList.contains('has-buy-bar')).toBe(true);
    act(() => report!(false));
    const region = bar()!;
    expect(region.textContent).toContain('Current bid');
    expect(region.textContent).toContain('$25.00');
    expect(region.querySelector('.countdown')?.textContent).toMatch(/^[45]h \d+m$/);
    // Make offer is not in the box, so not in the bar either.
    expect(within(region).getAllByRole('button').map((button) => button.textContent)).toEqual(['Bid']);
    fireEvent.click(within(region).getByRole('button', { name: 'Bid' }));
    expect(onBid).toHaveBeenCalledOnce();
    act(() => report!(true));
    expect(bar()).toBeNull();
  });

  it('is never there on a desktop, for the seller’s own item or a finished one', () => {
    phone = false;
    render(<Page onBid={() => {}} />);
    expect(report).toBeNull();
    expect(bar()).toBeNull();
    expect(document.body.classList.contains('has-buy-bar')).toBe(false);
    cleanup();
    phone = true;
    render(<Page own onBid={() => {}} />);
    expect(bar()).toBeNull();
    cleanup();
    render(<Page finished onBid={() => {}} />);
    expect(bar()).toBeNull();
  });
});
