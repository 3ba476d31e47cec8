/**
 * The legal pages end to end (issue 30): a visitor reads the privacy policy and another section,
 * then, offline, opens the policy again from the app (the footer's link) and reads it: the
 * agreements API is cached on the device (service worker, cache first). A section never read
 * says it is offline, and loads once the connection is back. Screenshots of the terms page and an information page at both sizes.
 */
import { expect, test } from '@playwright/test';
import { footerLink, TermsPage, untilServiceWorkerControls } from './pages/legal-pages';

test('the privacy policy, read once, opens again offline from the app', async ({ page, context }, info) => {
  const phone = info.project.name === 'phone';
  await page.goto('/');
  await untilServiceWorkerControls(page);

  await footerLink(page, 'Privacy Policy').click();
  await expect(page).toHaveURL(/\/terms\/privacy$/);
  const terms = new TermsPage(page);
  await terms.expectText('Privacy Policy', 'What we collect');
  await expect(terms.text()).toContainText('no real money moves');
  // The device keeps it: the service worker's legal cache holds the policy in the language read.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('holo-legal')).keys()).some((request) => request.url.endsWith('/api/agreements/privacy?Language=en'))))
    .toBe(true);
  await terms.chooseSection(4, 3, phone);
  await expect(page).toHaveURL(/\/terms\/privacy\?type=4$/);
  await terms.expectText('Auction Rules', 'Proxy bidding');
  await page.screenshot({ path: `test-results/legal-terms-${info.project.name}.png`, fullPage: false });

  await page.goto('/terms/about');
  await terms.expectText('About Holo', 'trading cards');
  await page.screenshot({ path: `test-results/legal-about-${info.project.name}.png`, fullPage: false });

  // Offline: the app (its shell from the service worker) opens the policy from the footer again.
  await page.goto('/');
  await expect(footerLink(page, 'Privacy Policy')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await footerLink(page, 'Privacy Policy').click();
  await terms.expectText('Privacy Policy', 'Your rights');

  // A section this device never read says so rather than showing nothing.
  await terms.chooseSection(15, 9, phone);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\?type=15$/);
  // Back online, it loads by itself (the waiting query resumes).
  await context.setOffline(false);
  await terms.expectText('Anti-Fraud Policy', 'Report it');
});

test('the holiday notice in Korean and English, and the contact page', async ({ page }) => {
  const terms = new TermsPage(page);
  await page.goto('/terms/hoilday/KR');
  await expect(page.locator('.legal-text')).toHaveAttribute('lang', 'ko');
  await page.goto('/terms/hoilday');
  await terms.expectText('Holiday Notice', 'Lunar New Year');
  await page.goto('/terms/contact');
  await terms.expectText('Customer Service', 'help.kr@holo.test');
});
