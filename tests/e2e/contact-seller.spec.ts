import { expect, test } from '@playwright/test';
import { listAuction, signInAs } from './pages/bidding-pages';
import { ItemPage } from './pages/item-pages';
import { LoginPage } from './pages/auth-pages';
import { registerFreshMember } from './pages/member-api';
import { MessagesPage } from './pages/messages-pages';
import { ContactPage, ConversationPage, answerAsSeller } from './pages/contact-pages';

test('a buyer asks the seller about a card, the seller answers through the seller API, and the buyer reads the answer', async ({ page, playwright }, info) => {
  const { baseURL } = info.project.use;
  const seller = await playwright.request.newContext({ baseURL });
  await signInAs(seller, 'seller@holo.test');
  const title = `Contact journey ${info.project.name} ${Date.now().toString(36)}`;
  const itemId = await listAuction(seller, title, 2_500);

  await registerFreshMember(page, info.project.name);
  const item = new ItemPage(page);
  await item.goto(itemId);
  await item.loaded();
  await page.getByRole('link', { name: 'Contact seller' }).click();

  const contact = new ContactPage(page);
  await expect(page).toHaveURL(new RegExp(`/messages/contact\\?item=${itemId}$`));
  await expect(contact.heading()).toBeVisible();
  await expect(contact.subject()).toContainText(title);
  await expect(contact.subject()).toContainText('$25.00');
  await contact.faqQuestion('How do I make an offer?').click();
  await expect(page.getByText('The seller has 48 hours to accept, decline or counter.')).toBeVisible();
  const question = 'Are the corners sharp? Does it ship in a top loader?';
  await contact.write(question, { copy: true });
  await expect(contact.counter()).toHaveText(`${question.length}/1000`);
  await page.screenshot({ path: info.outputPath(`contact-seller-${info.project.name}.png`), fullPage: true });
  await contact.send();

  const conversation = new ConversationPage(page);
  await expect(page).toHaveURL(/\/messages\/conversation\/\d+$/);
  await expect(conversation.mine()).toHaveCount(1);
  await expect(conversation.mine().first()).toContainText(question);
  const id = conversation.idFromUrl();

  await answerAsSeller(seller, id, 'Yes: sharp corners, and it ships in a top loader and team bag.');
  await seller.dispose();
  await page.reload();
  await expect(conversation.theirs()).toHaveCount(1);
  await expect(conversation.theirs().first()).toContainText('sharp corners, and it ships in a top loader');
  await expect(conversation.reply()).toBeVisible();
  await page.screenshot({ path: info.outputPath(`conversation-${info.project.name}.png`), fullPage: true });

  // The answer's notice, in the From Holo tab, opens the conversation.
  const messages = new MessagesPage(page);
  await expect(async () => {
    await messages.goto(1);
    await expect(messages.row('New message from')).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await messages.rowLink('New message from').click();
  await expect(page).toHaveURL(new RegExp(`/messages/conversation/${id}$`));
});

test('a visitor who presses Contact seller signs in first and comes back to the contact page', async ({ page, playwright }, info) => {
  const seller = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await signInAs(seller, 'seller@holo.test');
  const id = await listAuction(seller, `Contact visitor ${info.project.name} ${Date.now().toString(36)}`, 1_000);
  await seller.dispose();

  const item = new ItemPage(page);
  await item.goto(id);
  await item.loaded();
  await page.getByRole('link', { name: 'Contact seller' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const login = new LoginPage(page);
  await login.chooseEmail();
  await login.signIn('buyer@holo.test', 'Holo2026');
  await expect(page).toHaveURL(new RegExp(`/messages/contact\\?item=${id}$`));
  await expect(new ContactPage(page).heading()).toBeVisible();
});
