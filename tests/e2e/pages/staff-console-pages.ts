import { expect, type Locator, type Page } from '@playwright/test';

/** The staff console (/staff/): its frame, its desk menu (a menu button on a phone) and the warehouse desk. */
export class StaffConsole {
  constructor(readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Desks' });
  }

  /** The menu: always shown on a desktop, behind its button on a phone. */
  async openNav() {
    const menu = this.page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) {
      if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    }
    await expect(this.nav).toBeVisible();
    return this.nav;
  }

  async goToDesk(name: string) {
    const nav = await this.openNav();
    await nav.getByRole('link', { name }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async openTab(name: string) {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  forwardingOrder(code: string): Locator {
    return this.page.getByRole('listitem', { name: `Warehouse order ${code}` });
  }
}
