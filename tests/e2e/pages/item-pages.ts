import { expect, type Locator, type Page } from '@playwright/test';
import { centsOf } from './catalog-pages';

/** Page models of the item page (/carddetails) and the store item page (/storedetails), in English. */
export class ItemPage {
  constructor(readonly page: Page) {}

  async goto(id: number | string) {
    await this.page.goto(`/carddetails/${id}`);
  }
  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  /** Waits until the item (not the skeleton) is shown. */
  async loaded() {
    await expect(this.page.locator('.item__summary')).toBeVisible();
    await expect(this.title).toBeVisible();
  }
  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Images' });
  }
  get mainImage(): Locator {
    return this.gallery.getByRole('button', { name: /view full screen$/ });
  }
  get priceLabel(): Locator {
    return this.page.locator('.item-price__label');
  }
  async price(): Promise<number> {
    return centsOf((await this.page.locator('.item-price__amount').textContent()) ?? '');
  }
  get countdown(): Locator {
    return this.page.locator('.item-timing .countdown');
  }
  get properties(): Locator {
    return this.page.getByRole('region', { name: 'Item specifics' });
  }
  get alsoLike(): Locator {
    return this.page.getByRole('region', { name: 'You may also like' });
  }
  get expiredNotice(): Locator {
    return this.page.getByText('This card has expired. Take a look at other cards.');
  }
  get soldNotice(): Locator {
    return this.page.getByText('This item has been sold. Take a look at other cards.');
  }
  get viewer(): Locator {
    return this.page.getByRole('dialog');
  }
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }
}
