import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of /myholo/coupons: the unused and expired tabs and their coupon cards. */
export class MyCouponsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/myholo/coupons');
    await expect(this.tab('Unused')).toBeVisible();
  }
  tab(name: 'Unused' | 'Expired'): Locator {
    return this.page.getByRole('tab', { name });
  }
  cards(): Locator {
    return this.page.getByRole('tabpanel').getByRole('listitem');
  }
  /** The card whose heading is the coupon's title. */
  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('heading', { name: title }) });
  }
}
