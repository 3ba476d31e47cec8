/**
 * The inbox end to end (issue 29): a member bidding on a card is outbid by another member, the
 * header's badge shows the notice live (the hub's noticesChanged, no reload), the Bids tab lists
 * it, opening it lands on the card and the badge goes back to 0. The member is a fresh one (verified
 * and topped up for the deposit), so no other journey's notice changes the count.
 */
import { expect, test } from '@playwright/test';
import { AuctionItemPage, listAuction, signInAs } from './pages/bidding-pages';
import { registerFreshMember, makeBidder } from './pages/member-api';
import { HeaderMessagesBadge, MessagesPage, NoticeDetailPage, noticesOf } from './pages/messages-pages';

const headers = { 'x-requested-with': 'fetch' };
const BIDS_TAB = 5;

test('an outbid shows on the badge live, is listed under Bids and opens the card', async ({ page, playwright }, info) => {
  test.setTimeout(120_000);
  const { baseURL } = info.project.use;
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const title = `Inbox journey ${info.project.name} ${Date.now().toString(36)}`;
  const id = await listAuction(seller, title, 2000);
  await seller.dispose();

  await registerFreshMember(page, info.project.name);
  await makeBidder(page);

  const item = new AuctionItemPage(page);
  const badge = new HeaderMessagesBadge(page);
  await item.gotoLive(id);
  await badge.expectCount(0);
  await item.openBidDialog();
  await item.agreeToDeposit();
  await item.bid('30');
  await expect(item.dialogMessage()).toHaveText('You are the highest bidder!');
  await item.declineNotifications();
  await item.closeDialog();

  // Another member outbids through the API; the page is not reloaded.
  const other = await playwright.request.newContext({ baseURL });
  await signInAs(other, 'bidder@holo.test');
  expect((await other.post(`/api/items/${id}/deposit`, { headers })).status()).toBeLessThan(300);
  expect((await other.post(`/api/items/${id}/bids`, { headers, data: { Price: 5000 } })).status()).toBe(200);
  await other.dispose();

  // The outbid's notice comes from the jobs, then reaches the badge through the hub.
  await expect(badge.link()).toHaveAccessibleName('Messages (1)', { timeout: 30_000 });
  const ours = async () => (await noticesOf(page.request, BIDS_TAB)).find((row) => row.Link === `/carddetails/${id}`);

  const inbox = new MessagesPage(page);
  await badge.link().click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(inbox.tabs()).toHaveText([/^Order/, /^Bids/, /^Offer/, /^Dispute/, /^From Holo/]);
  await inbox.tab('Bids').click();
  await expect(page).toHaveURL(/\/messages\?type=5$/);
  await expect(inbox.tab('Bids')).toHaveAccessibleName('Bids 1');
  await expect(inbox.row(title)).toHaveClass(/notice-row--unread/);
  await page.screenshot({ path: info.outputPath(`inbox-${info.project.name}.png`), fullPage: true });

  // Nothing selected: Delete says so and sends nothing.
  await inbox.deleteButton().click();
  await expect(inbox.alert()).toHaveText('Please select at least one message');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await inbox.rowLink(title).click();
  await expect(page).toHaveURL(new RegExp(`/carddetails/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect.poll(async () => (await ours())?.IsRead).toBe(true);
  await badge.expectCount(0);

  // The notice's own page: title, time and body, a way back to the Bids tab and on to the card.
  const notice = await ours();
  expect(notice).toBeTruthy();
  const detail = new NoticeDetailPage(page);
  await detail.goto(notice!.ID);
  await expect(detail.title()).toHaveText(notice!.Title);
  await expect(detail.body()).not.toBeEmpty();
  await expect(detail.backLink()).toHaveAttribute('href', '/messages?type=5');
  await expect(detail.openLink()).toHaveAttribute('href', `/carddetails/${id}`);
  await page.screenshot({ path: info.outputPath(`detail-${info.project.name}.png`), fullPage: true });
});

test('Contact us opens the US desk from the header and closes on Escape', async ({ page }, info) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['Orders and payments', 'Buying and bidding', 'Selling on Holo']);
  await expect(dialog.getByRole('link', { name: 'support@holo.test' }).first()).toHaveAttribute('href', 'mailto:support@holo.test');
  await page.screenshot({ path: info.outputPath(`contact-us-${info.project.name}.png`) });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
