// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackScore } from './feedback-score';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const show = (element: ReactElement) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{element}</MemoryRouter>
    </I18nProvider>,
  ).container.firstElementChild as HTMLElement;

describe('FeedbackScore', () => {
  it('shows the positive count and the percentage as text', () => {
    const score = show(<FeedbackScore positive={199} negative={1} />);
    expect(score.textContent).toBe('199 positive99.50% positive feedback');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the counts to the tabs of the member’s list, with the negative count when asked', () => {
    show(<FeedbackScore positive={120} negative={2} link={{ side: 'seller', member: 12 }} withNegative />);
    expect(screen.getByRole('link', { name: '120 positive' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=1');
    expect(screen.getByRole('link', { name: '2 negative' }).getAttribute('href')).toBe('/feedback/seller?id=12&type=2');
  });

  it('shows 100% before anyone has rated the member', () => {
    const score = show(<FeedbackScore positive={0} negative={0} link={{ side: 'buyer', member: 3 }} />);
    expect(score.querySelector('.feedback-score__percent')?.firstChild?.textContent).toBe('100%');
    expect(screen.getByRole('link', { name: '0 positive' }).getAttribute('href')).toBe('/feedback/buyer?id=3&type=1');
  });
});
