import { expect, type Locator, type Page } from '@playwright/test';

/** Page models of the legal and information pages (/terms/…). */
export class TermsPage {
  constructor(readonly page: Page) {}

  text(): Locator {
    return this.page.locator('.legal-text__body');
  }
  updated(): Locator {
    return this.page.locator('.legal-text__updated');
  }
  /**
   * The section picker: tabs on a desktop, a select on a phone; by ServiceAgreementType and the
   * tab's place, as the tab names are new words (shown as ids until the catalogs are extracted).
   */
  async chooseSection(type: number, place: number, phone: boolean) {
    if (phone) await this.page.locator('.terms-page__select select').selectOption(String(type));
    else await this.page.getByRole('tab').nth(place).click();
  }
  async expectText(title: string | RegExp, line: string | RegExp) {
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(this.text()).toContainText(line);
    await expect(this.updated().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
}

/** The footer's link to a legal page (both sizes show the footer). */
export function footerLink(page: Page, name: string): Locator {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

/** Waits until the service worker controls the page, so what the page reads goes through it. */
export async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
