import { expect, test } from '@playwright/test';
import { AddressBookPage, CardFormPage } from './pages/address-pages';
import { signInAs } from './pages/bidding-pages';
import { registerFreshMember } from './pages/member-api';

const headers = { 'x-requested-with': 'fetch' };

// A fresh member of its own: making another address the default for a moment must not reprice a
// checkout that another journey is paying for the shared demo buyer at the same time.
test('a buyer adds an address, is told what to fix, makes it the default, then deletes it', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name);
  const seeded = 'Alex Morgan'; // the member's first address, the default
  const first = await page.request.post('/api/me/addresses', {
    headers,
    data: { Country: 'US', UserName: seeded, StreetAddress: '2 Main Street', City: 'Austin', StateCode: 'TX', ZipCode: '73301', Phone: '512-555-0100' },
  });
  expect(first.status()).toBe(201);
  const book = new AddressBookPage(page);
  await book.goto();
  await expect(book.card(seeded)).toContainText('Default');

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
  await expect(book.card(seeded)).not.toContainText('Default');
  expect((await (await page.request.get('/api/me/addresses')).json())[0]).toMatchObject({ UserName: name, IsDefault: true });

  // The default cannot be deleted while others exist: the seeded address becomes the default again first.
  await book.card(seeded).getByRole('button', { name: 'Make default' }).click();
  await expect(book.card(seeded)).toContainText('Default');
  await added.getByRole('button', { name: 'Delete' }).click();
  await expect(book.confirmDialog()).toBeVisible();
  await book.confirmDialog().getByRole('button', { name: 'Delete' }).click();
  await expect(added).toBeHidden();
  await page.reload();
  await expect(book.card(seeded)).toContainText('Default');
  await expect(book.card(name)).toHaveCount(0);
});

test('the card form shows every field\'s message for an empty submit and never calls the server', async ({ page }) => {
  await signInAs(page.request, 'buyer@holo.test');
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
