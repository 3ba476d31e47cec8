import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Page models of the notifications inbox (/messages), a notice's page and the header's badge. */

/** The member's notices of one tab as the API lists them. */
export async function noticesOf(api: APIRequestContext, tab: number) {
  const reply = await api.get(`/api/notifications?MessageType=${tab}&pageIndex=1&pageSize=60`);
  return ((await reply.json()) as { Data: Array<{ ID: number; Title: string; Link: string; IsRead: boolean }> }).Data;
}

const badgeName = (count: number) => (count > 0 ? `Messages (${count > 99 ? '99+' : count})` : 'Messages');

export class HeaderMessagesBadge {
  constructor(readonly page: Page) {}

  /** The header's Messages link, named "Messages" or "Messages (n)". */
  link(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /^Messages( \(\d+\+?\))?$/ });
  }
  async expectCount(count: number) {
    await expect(this.link()).toHaveAccessibleName(badgeName(count));
  }
}

export class MessagesPage {
  constructor(readonly page: Page) {}

  async goto(tab?: number) {
    await this.page.goto(tab ? `/messages?type=${tab}` : '/messages');
    await expect(this.tabs()).toHaveCount(5);
  }
  tabs(): Locator {
    return this.page.getByRole('tab');
  }
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}( \\d+\\+?)?$`) });
  }
  rows(): Locator {
    return this.page.locator('.notice-row');
  }
  /** A notice's row by (part of) its title. */
  row(title: string): Locator {
    return this.rows().filter({ hasText: title });
  }
  rowLink(title: string): Locator {
    return this.row(title).getByRole('link');
  }
  deleteButton(): Locator {
    return this.page.getByRole('button', { name: 'Delete', exact: true });
  }
  markReadButton(): Locator {
    return this.page.getByRole('button', { name: 'Mark as read' });
  }
  alert(): Locator {
    return this.page.locator('.notice-list__none');
  }
}

export class NoticeDetailPage {
  constructor(readonly page: Page) {}

  async goto(id: number) {
    await this.page.goto(`/messages/detail/${id}`);
  }
  title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  body(): Locator {
    return this.page.locator('.notice-detail__body');
  }
  backLink(): Locator {
    return this.page.getByRole('link', { name: 'Back to messages' });
  }
  openLink(): Locator {
    return this.page.getByRole('link', { name: 'Open', exact: true });
  }
}
