import { expect, test } from '@playwright/test';
import { registerFreshMember } from './pages/member-api';
import { AuthenticationPage, IdVerificationDialog } from './pages/verification-pages';

const person = { firstName: 'Avery', lastName: 'Stone', dateOfBirth: '1990-05-17' };
const DECLINE_REASON = 'The document could not be verified. Please check the document number and apply again.';
const US_DECLINE_REASON = 'Your identity could not be verified. Please check your details and apply again.';

test('a new (US) member is asked once to verify, is declined for SSN last 4 0000, applies again with a document and is verified', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name, { verificationPrompt: true });
  const status = new AuthenticationPage(page);
  const dialog = new IdVerificationDialog(page);

  // The dialog opens by itself on the first page of the session, saying why.
  await status.goto();
  await expect(dialog.root).toBeVisible();
  await expect(dialog.root).toContainText('For the safety of your transactions, please verify your identity first');

  await dialog.applyUs({ ...person, ssnLast4: '0000' });
  await expect(dialog.processing()).toBeVisible();
  await expect(dialog.declined()).toBeVisible();
  await expect(dialog.root).toContainText(US_DECLINE_REASON);

  await dialog.applyAgain();
  await expect(dialog.root).toContainText('Applications left today: 2');
  await dialog.useDocumentInstead();
  await dialog.apply({ ...person, document: 'X12340000' });
  await expect(dialog.declined()).toBeVisible();
  await expect(dialog.root).toContainText(DECLINE_REASON);

  await dialog.applyAgain();
  await expect(dialog.root).toContainText('Applications left today: 1');
  await dialog.applyUs({ ...person, ssnLast4: '6789' });
  await expect(dialog.processing()).toBeVisible();
  await expect(dialog.verified()).toBeVisible();
  await dialog.close();

  await expect(status.status()).toHaveText('Identity verified');
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ VerifyStatus: 2 });

  // A reload in the same session: verified, and the dialog does not open again.
  await page.reload();
  await expect(status.status()).toHaveText('Identity verified');
  await page.waitForTimeout(500);
  await expect(dialog.root).toBeHidden();

  await status.backToSettings().click();
  await expect(page).toHaveURL(/\/myholo\/setting$/);
});

test('a member who closes the prompt is not asked again this session, and can open it from /authentication', async ({ page }, info) => {
  await registerFreshMember(page, info.project.name, { verificationPrompt: true });
  const status = new AuthenticationPage(page);
  const dialog = new IdVerificationDialog(page);

  await page.goto('/market');
  await expect(dialog.root).toBeVisible();
  await dialog.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.root).toBeHidden();

  await status.goto();
  await expect(status.status()).toHaveText('Identity not verified');
  await page.waitForTimeout(500);
  await expect(dialog.root).toBeHidden();

  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(dialog.root).toBeVisible();
  await expect(dialog.root.getByLabel('Last 4 digits of SSN')).toBeVisible();
});
