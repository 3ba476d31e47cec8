import { expect, type Locator, type Page } from '@playwright/test';

/** Page models of the header search, the market, the sellers list and a store page (English). */

/** "$1,234.50" → 123450 cents. */
export function centsOf(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

export class HeaderSearch {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByRole('combobox', { name: 'Search', exact: true });
  }
  async search(key: string, scope: 'Items' | 'Sellers' = 'Items') {
    await this.page.getByLabel('Search in').selectOption({ label: scope });
    await this.input.fill(key);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  }
}

export class MarketPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/market${query ? `?${query}` : ''}`);
    await this.waitForResults();
  }
  get results(): Locator {
    return this.page.locator('#market-sort-panel');
  }
  get cards(): Locator {
    return this.results.locator('.lcard:not(.lcard--skeleton)');
  }
  /** Waits until the grid shows the current search (not skeletons, not the previous page dimmed). */
  async waitForResults() {
    await expect(this.results.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
  }
  /**
   * Runs a control that writes the URL, then waits for the new URL's results. The URL changes
   * before React renders the navigation (a transition), so the old results are awaited away first.
   */
  async navigates(action: () => Promise<void>) {
    const before = this.page.url();
    await action();
    await expect.poll(() => this.page.url()).not.toBe(before);
    await expect(this.results).toHaveAttribute('data-search', new URL(this.page.url()).search.slice(1));
    await this.waitForResults();
  }
  async count(): Promise<number> {
    const text = (await this.page.getByRole('status').filter({ hasText: /results?$/ }).textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  }
  async titles(): Promise<string[]> {
    return this.cards.locator('.lcard__title').evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
  }
  async prices(): Promise<number[]> {
    return (await this.cards.locator('.lcard__amount').allTextContents()).map(centsOf);
  }
  /** The filter panel: beside the results on a desktop, in the "Filters" slide-over on a phone. */
  async filters(): Promise<Locator> {
    const button = this.page.getByRole('button', { name: /^Filters/ });
    if (await button.isVisible()) {
      await button.click();
      const dialog = this.page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      return dialog;
    }
    return this.page.getByRole('complementary', { name: 'Filters' });
  }
  async closeFilters() {
    const done = this.page.getByRole('dialog').getByRole('button', { name: 'Show results' });
    if (await done.isVisible()) await done.click();
    await this.waitForResults();
  }
  async chooseCategory(...names: string[]) {
    for (const name of names) {
      const panel = await this.filters();
      await this.navigates(() => panel.getByRole('navigation', { name: 'Category' }).getByRole('link', { name, exact: true }).click());
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await this.closeFilters();
    }
  }
  async setPrice(min: string, max: string) {
    const panel = await this.filters();
    await panel.getByLabel('Minimum price').fill(min);
    await panel.getByLabel('Maximum price').fill(max);
    // On a phone the drawer's one "Show results" applies the range; beside the results, Apply does.
    const showResults = this.page.getByRole('dialog').getByRole('button', { name: 'Show results' });
    if (await showResults.isVisible()) return this.navigates(() => showResults.click());
    await this.navigates(() => panel.getByRole('button', { name: 'Apply' }).click());
  }
  async sortBy(name: RegExp | string) {
    await this.navigates(() => this.page.getByRole('tablist', { name: 'Sort by' }).getByRole('tab', { name }).click());
  }
  async goToPage(n: number) {
    const link = this.page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: `Page ${n}`, exact: true });
    // Scrolled to the foot of 60 cards the pager was once seen to move 66 px between Playwright's
    // reading of its box and the click, which then fell beside it: click once it holds still.
    await link.scrollIntoViewIfNeeded();
    let last = '';
    await expect
      .poll(async () => {
        const box = JSON.stringify(await link.boundingBox());
        const still = box === last;
        last = box;
        return still;
      })
      .toBe(true);
    await this.navigates(() => link.click());
  }
  async setPageSize(size: number) {
    await this.navigates(async () => {
      await this.page.getByLabel('Per page').selectOption(String(size));
    });
  }
}

export class SellersPage {
  constructor(readonly page: Page) {}

  async openStore(name: string) {
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
}

export class StorePage {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.locator('.store-head');
  }
  async stat(pattern: RegExp): Promise<number> {
    const text = (await this.header.getByText(pattern).first().textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  }
  async listingCount(): Promise<number> {
    const status = this.page.getByRole('status').filter({ hasText: /listings?$/ });
    await expect(status).toBeVisible();
    return Number(((await status.textContent()) ?? '').replace(/[^\d]/g, ''));
  }
}
