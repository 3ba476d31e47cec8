// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../domain/account/current-user.schema';
import { session } from '../../../lib/session/session-store';
import { ContactUsButton } from './contact-us-button';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  session.user = null;
  session.language = 'en';
});

function renderButton() {
  render(
    <I18nProvider i18n={i18n}>
      <ContactUsButton className="header-action" />
    </I18nProvider>,
  );
  return screen.getByRole('button', { name: 'Contact us' });
}

describe('Contact us', () => {
  it('shows the US desk: three topics, each with the support e-mail', async () => {
    const button = renderButton();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orders and payments', 'Buying and bidding', 'Selling on Holo']);
    const mails = within(dialog).getAllByRole('link', { name: 'support@holo.test' });
    expect(mails).toHaveLength(3);
    expect(mails[0]!.getAttribute('href')).toBe('mailto:support@holo.test');
  });

  it('shows a Korean member the inquiry e-mail and the 5-day reply', async () => {
    session.user = { Id: 3, MemberSource: 'KR' } as CurrentUser;
    fireEvent.click(renderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(within(dialog).getByRole('link', { name: 'help.kr@holo.test' }).getAttribute('href')).toBe('mailto:help.kr@holo.test');
    expect(within(dialog).getByText('We reply within 5 business days.')).toBeTruthy();
    expect(within(dialog).queryByText('support@holo.test')).toBeNull();
  });

  it('gives a visitor reading Korean the Korean desk', async () => {
    session.language = 'ko';
    fireEvent.click(renderButton());
    expect(await screen.findByRole('link', { name: 'help.kr@holo.test' })).toBeTruthy();
  });

  it('closes on Escape (the dialog’s cancel) and gives focus back to the button', async () => {
    const button = renderButton();
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
