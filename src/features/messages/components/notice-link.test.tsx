// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeLink } from './notice-link';

afterEach(cleanup);

const link = (href: string) => {
  render(
    <MemoryRouter>
      <NoticeLink href={href}>Open</NoticeLink>
    </MemoryRouter>,
  );
  return screen.queryByRole('link', { name: 'Open' });
};

describe('NoticeLink', () => {
  it("navigates inside the app for the app's own paths, the buyer's store pages included", () => {
    expect(link('/myholo/offers')?.getAttribute('target')).toBeNull();
    cleanup();
    expect(link('/seller/detail/4')?.getAttribute('target')).toBeNull();
  });

  it('opens the seller site in a new window, so the inbox stays', () => {
    const opened = link('/seller/orders/order/9')!;
    expect(opened.getAttribute('href')).toBe('/seller/orders/order/9');
    expect(opened.getAttribute('target')).toBe('_blank');
  });

  it('is no link for an address of another kind', () => {
    expect(link('javascript:alert(1)')).toBeNull();
    expect(screen.getByText('Open')).toBeTruthy();
  });
});
