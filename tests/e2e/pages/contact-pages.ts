import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Page models of the contact seller page (/messages/contact) and the conversation page (/messages/conversation/:id). */

const headers = { 'x-requested-with': 'fetch' };

export class ContactPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Contact seller' });
  }
  subject(): Locator {
    return this.page.locator('.contact-subject');
  }
  faqQuestion(name: string): Locator {
    return this.page.locator('.contact-faq__question', { hasText: name });
  }
  box(): Locator {
    return this.page.getByLabel('Your question');
  }
  counter(): Locator {
    return this.page.locator('.message-box__counter');
  }
  async write(text: string, { copy = false } = {}) {
    await this.box().fill(text);
    if (copy) await this.page.getByLabel('Send me a copy by e-mail').check();
  }
  async send() {
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
  }
}

export class ConversationPage {
  constructor(readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/messages/conversation/${id}`);
  }
  /** The conversation id from the address. */
  idFromUrl(): number {
    const match = /\/messages\/conversation\/(\d+)$/.exec(new URL(this.page.url()).pathname);
    expect(match).not.toBeNull();
    return Number(match![1]);
  }
  mine(): Locator {
    return this.page.locator('.conversation-message--mine');
  }
  theirs(): Locator {
    return this.page.locator('.conversation-message--theirs');
  }
  reply(): Locator {
    return this.page.getByLabel('Your reply');
  }
}

/** The seller answers through the seller site's API (/api/seller/conversations/:id/messages). */
export async function answerAsSeller(seller: APIRequestContext, id: number, text: string) {
  const response = await seller.post(`/api/seller/conversations/${id}/messages`, { headers, data: { Body: text } });
  expect(response.status(), await response.text()).toBe(200);
}
