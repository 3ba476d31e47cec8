import { expect, type Locator, type Page } from '@playwright/test';

/** Page models for the watch list, saved searches and blocked list journeys, by role and label. */

export class MarketResults {
  constructor(readonly page: Page) {}

  async goto(query: string) {
    await this.page.goto(`/market?${query}`);
    await expect(this.watchToggles().first()).toBeVisible();
  }
  /** The card watch toggles, named "Add to watch: {title}". */
  watchToggles(): Locator {
    return this.page.getByRole('button', { name: /^Add to watch: / });
  }
  /** Watches the first listing (a fresh member watches nothing yet) and returns its title. */
  async watchFirst(): Promise<string> {
    const toggle = this.watchToggles().first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const name = (await toggle.getAttribute('aria-label')) ?? '';
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    return name.replace(/^Add to watch: /, '');
  }
  async saveSearch() {
    await this.page.getByRole('button', { name: 'Save this search' }).click();
    await expect(this.page.getByText('Saved Successfully!')).toBeVisible();
  }
}

export class HeaderWatchDropdown {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Watch list/ });
  }
  async open() {
    await this.button().click();
    await expect(this.button()).toHaveAttribute('aria-expanded', 'true');
  }
  item(title: string): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: new RegExp(escape(title)) });
  }
  async viewAll() {
    await this.page.getByRole('banner').getByRole('link', { name: 'View all' }).click();
    await expect(this.page).toHaveURL(/\/myholo\/watch$/);
  }
}

export class WatchListPage {
  constructor(readonly page: Page) {}

  /** Rows of the watch page only: right after navigation the previous page may still be on screen. */
  row(title: string): Locator {
    const list = this.page.getByRole('region', { name: 'Watched items' });
    return list.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
  /** The row leaves at once (optimistic); the server's answer comes after, or never while offline. */
  async unwatch(title: string) {
    await this.page.getByRole('region', { name: 'Watched items' }).getByRole('button', { name: `Unwatch ${title}`, exact: true }).click();
    await expect(this.row(title)).toHaveCount(0);
  }
  /** Unwatch, and wait for the server to have it: a full page load next would otherwise race the request. */
  async unwatchSaved(title: string) {
    const saved = this.page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/api/watch/'));
    await this.unwatch(title);
    expect((await saved).ok()).toBe(true);
  }
  emptyState(): Locator {
    return this.page.getByRole('heading', { name: 'Your watch list is empty' });
  }
}

export class SavedSearchesPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/myholo/search');
  }
  group(name: 'E-mail alerts on' | 'No alerts'): Locator {
    return this.page.getByRole('region', { name });
  }
  usage(): Locator {
    return this.page.getByText(/^E-mail alerts used: \d+\/\d+$/);
  }
  alertSwitch(showValue: string): Locator {
    return this.page.getByRole('switch', { name: `E-mail alert: ${showValue}` });
  }
}

export class StorePage {
  constructor(readonly page: Page) {}

  async goto(storeId: number) {
    await this.page.goto(`/seller/detail/${storeId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  blockButton(): Locator {
    return this.page.getByRole('button', { name: /^(Block|Unblock)$/ });
  }
  async block() {
    await this.page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Block this seller?' });
    await expect(dialog).toContainText('If you block him, he can not chat with you.');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(this.page.getByText('Blocked successfully')).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Unblock', exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
}

export class BlockedListPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/myholo/block');
  }
  removeButtons(): Locator {
    return this.page.getByRole('button', { name: /^Remove .* from the blocked list$/ });
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
