import { expect, test } from '@playwright/test';
import { AddressBookPage, CardFormPage } from './pages/address-pages';
import { signInAs } from './pages/bidding-pages';

// The phone and desktop runs share one database: each uses its own verified demo member, and the
// member's seeded default address is the default again at the end.
const members: Record<string, { email: string; seeded: string }> = {
  phone: { email: 'buyer@holo.test', seeded: 'Alex Morgan' },
  desktop: { email: 'bidder@holo.test', seeded: 'Sam Rivera' },
};

test('a verified buyer adds an address, is told what to fix, makes it the default, then deletes it', async ({ page }, info) => {
  const member = members[info.project.name] ?? members.phone!;
  await signInAs(page.request, member.email);
  const book = new AddressBookPage(page);
  await book.goto();
  await expect(book.card(member.seeded)).toContainText('Default');

  await book.addButton().click();
  const name = `Pat ${info.project.name} ${Date.now().toString(36)}`;
  await book.fill({ name: 'N'.repeat(31), street: '1 Elm Street', city: 'Albany', state: 'NY', zip: '12', phone: '518 555 0100' });
  await book.form().getByLabel('ZIP code').blur();
  await expect(book.form()).toContainText('Please enter a valid US zip code (12345 or 12345-6789)');
  await book.form().getByRole('button', { name: 'Save address' }).click();
  await expect(book.form()).toContainText('The name can be at most 30 characters');
  await expect(book.form().getByLabel('Name')).toBeFocused();

  await book.fill({ name, zip: '12207' });
  await book.form().getByRole('button', { name: 'Save address' }).click();
  await expect(book.form()).toBeHidden();
  const added = book.card(name);
  await expect(added).toContainText('1 Elm Street');
  await expect(added).toContainText('Albany, NY 12207');
  await expect(added).not.toContainText('Default');

  await added.getByRole('button', { name: 'Make default' }).click();
  await expect(added).toContainText('Default');
  await expect(added.getByRole('button', { name: 'Delete' })).toBeHidden();
  await expect(book.card(member.seeded)).not.toContainText('Default');
  expect((await (await page.request.get('/api/me/addresses')).json())[0]).toMatchObject({ UserName: name, IsDefault: true });

  // The default cannot be deleted while others exist: the seeded address becomes the default again first.
  await book.card(member.seeded).getByRole('button', { name: 'Make default' }).click();
  await expect(book.card(member.seeded)).toContainText('Default');
  await added.getByRole('button', { name: 'Delete' }).click();
  await expect(book.confirmDialog()).toBeVisible();
  await book.confirmDialog().getByRole('button', { name: 'Delete' }).click();
  await expect(added).toBeHidden();
  await page.reload();
  await expect(book.card(member.seeded)).toContainText('Default');
  await expect(book.card(name)).toHaveCount(0);
});

test('the card form shows every field\'s message for an empty submit and never calls the server', async ({ page }, info) => {
  await signInAs(page.request, (members[info.project.name] ?? members.phone!).email);
  const form = new CardFormPage(page);
  await form.goto(1);
  await expect(page.getByText('Order 1')).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') calls.push(request.url());
  });
  await form.submit();
  for (const message of [
    'Please enter Frst Name', 'Please enter Last Name', 'Your card number is incomplete.', 'Please enter Expiration Date',
    'Please enter CVC', 'Please enter your City', 'Please enter your State', 'Please enter your Email',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(calls).toEqual([]);
});
